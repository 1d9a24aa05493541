import type { CurrentUser } from "../../authProvider/types";
import type { LiveConfig } from "../../live/liveConnection";
import type { AppAddresses } from "../../layout/user/appLinks";
import type { MediaPreview } from "../../resources/shared/MediaThumbnail";
import { apiJson, apiPost } from "../httpClient";
import { ACCOUNT_PATHS, withQuery } from "../apiPaths";

/** The signed-in user's profile as `GET users/profile` answers it. */
export interface Profile {
  name: string;
  email: string;
  phone: string | null;
  media: MediaPreview | null;
}

/** An invitation to join a business as staff. */
export interface Invitation {
  id: number;
  business: { id: number; name: string };
  invited_by: string | null;
}

/** The most invitations one person is shown at once. */
const INVITATIONS_SHOWN = 100;

interface Signal {
  signal?: AbortSignal;
}

/**
 * The signed-in user's own account and what the shell reads at start: the user (permissions, businesses), the
 * profile, invitations, the companion apps' addresses and where live updates connect.
 */
export const accountMethods = {
  getCurrentUser: ({ signal }: Signal = {}): Promise<{ data: CurrentUser }> =>
    apiJson<{ data: CurrentUser }>(ACCOUNT_PATHS.info, { signal }),

  getProfile: ({ signal }: Signal = {}): Promise<{ data: Profile }> =>
    apiJson<{ data: Profile }>(ACCOUNT_PATHS.profile, { signal }),

  async saveProfile({ data }: { data: object }): Promise<{ data: unknown }> {
    const answer = await apiPost<{ data?: unknown }>(ACCOUNT_PATHS.profile, data);
    return { data: answer?.data ?? data };
  },

  getInvitations: ({ signal }: Signal = {}): Promise<{ data: Invitation[] }> =>
    apiJson<{ data: Invitation[] }>(withQuery(ACCOUNT_PATHS.invitations, { per_page: INVITATIONS_SHOWN }), {
      signal,
    }),

  async answerInvitation({ id, accept }: { id: number; accept: boolean }): Promise<{ data: { id: number } }> {
    await apiPost(`${ACCOUNT_PATHS.invitations}/${id}/${accept ? "accept" : "decline"}`);
    return { data: { id } };
  },

  /** Ends every session of the account, this one included. */
  async logoutEverywhere(): Promise<{ data: null }> {
    await apiPost(ACCOUNT_PATHS.logoutEverywhere);
    return { data: null };
  },

  getAppAddresses: ({ signal }: Signal = {}): Promise<{ data: AppAddresses }> =>
    apiJson<{ data: AppAddresses }>(ACCOUNT_PATHS.appAddresses, { signal }),

  async getLiveConfig({ signal }: Signal = {}): Promise<{ data: LiveConfig }> {
    return { data: await apiJson<LiveConfig>(ACCOUNT_PATHS.liveConfig, { signal }) };
  },
};

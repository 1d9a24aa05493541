import { apiJson, apiPost } from "../dataProvider/httpClient";
import type { BusinessType } from "../domain/constants";
import type { SessionAnswer } from "./types";

/** The registration payload of SPEC §3. */
export interface RegistrationPayload {
  name: string;
  businessType: BusinessType;
  businessName: string;
  email: string;
  password: string;
  password_confirmation: string;
  acceptTerms: boolean;
  code: string;
  /** The new business's time zone (IANA). */
  timezone?: string;
}

export interface BusinessTypeChoice {
  id: BusinessType;
  name: string;
}

interface MessageAnswer {
  message?: string;
}

// The three calls of the registration wizard (SPEC §4): send code, validate code, register. They use the low-level
// client, not the dataProvider: the visitor is signed out, and react-admin's checkError would answer a 401 (a
// refused code) by logging "out" to the login page, throwing away the wizard and the server's message.
export const sendCode = (email: string) => apiPost<MessageAnswer>("auth/send-code", { email });

export const validateCode = (email: string, code: string) =>
  apiPost<MessageAnswer>("auth/validate-code", { email, code });

export const register = (payload: RegistrationPayload) => apiPost<SessionAnswer>("auth/register", payload);

/** Business types offered at registration, named in the current language by the server. */
export const fetchBusinessTypes = async (): Promise<BusinessTypeChoice[]> =>
  (await apiJson<{ data: BusinessTypeChoice[] }>("business-types")).data;

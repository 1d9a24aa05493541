import { createElement } from "react";
import { createSvgIcon } from "@mui/material/utils";
import type { SvgIconComponent } from "@mui/icons-material";
import LabelIcon from "@mui/icons-material/Label";

// The icons registry entries declare (`sidebar.icon`, the path data of a 24×24 SVG icon): the sidebar, the page
// search and each `<Resource>` draw the same component for it. A new entry brings its own icon, with no map here.

const made = new Map<string, SvgIconComponent>();

/**
 * The icon component of an entry's declared path data, made once per icon so a link redrawn keeps its element;
 * none declared shows a plain label icon.
 */
export function iconNamed(icon: string | undefined): SvgIconComponent {
  if (!icon) return LabelIcon;
  let component = made.get(icon);
  if (!component) {
    component = createSvgIcon(createElement("path", { d: icon }), "DeclaredIcon") as SvgIconComponent;
    made.set(icon, component);
  }
  return component;
}

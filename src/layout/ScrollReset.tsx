import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** On every navigation the page starts at the top, or at the element named by the hash (SPEC §2). */
export const ScrollReset = () => {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
};

import { useContext } from "react";
import { UNSAFE_NavigationContext, type Navigator } from "react-router-dom";

/**
 * The router's navigator (push and replace of absolute addresses, through the app's blocking history), without
 * react-router's useNavigate, which reads the location and so redraws its component on every page change: the
 * sidebar's twenty links were all drawn again at each click. For absolute addresses only (no relative paths).
 */
export const useNavigator = (): Navigator => useContext(UNSAFE_NavigationContext).navigator;

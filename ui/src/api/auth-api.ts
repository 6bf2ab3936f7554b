import {
  AuthResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  UserResponse,
} from "@invoicing/core";
import { api } from "./client.ts";

/**
 * The account calls of docs/PRODUCT-RULES.md#accounts; bodies are the core's request schemas,
 * already decoded.
 */
export const authApi = {
  login: (body: LoginRequest) => api.post(AuthResponse, "/auth/login", body),
  register: (body: RegisterRequest) => api.post(AuthResponse, "/auth/register", body),
  logout: () => api.send("POST", "/auth/logout"),
  me: () => api.get(UserResponse, "/auth/me"),
  updateProfile: (body: ProfileUpdateRequest) => api.put(UserResponse, "/auth/profile", body),
  forgotPassword: (body: ForgotPasswordRequest) => api.send("POST", "/auth/forgot-password", body),
  resetPassword: (body: ResetPasswordRequest) => api.send("POST", "/auth/reset-password", body),
};

import type {
  AuthResponse,
  ChangePasswordBodyInput,
  LoginBody,
  Message,
  ProfileResponse,
  RegisterCompanyBodyInput,
  RegisterUserBodyInput,
  ResetPasswordBody,
  SendCodeBody,
  UpdateCompanyProfileBodyInput,
  UpdateUserProfileBodyInput,
  VerifyCodeBody,
  VerifyCodeResponse,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

export const accountsEndpoints = {
  registerUser: { method: 'POST', path: '/register-user', auth: 'none' },
  registerCompany: { method: 'POST', path: '/register-company', auth: 'none' },
  login: { method: 'POST', path: '/login', auth: 'none' },
  logout: { method: 'POST', path: '/logout', auth: 'required' },
  sendCode: { method: 'POST', path: '/send_code', auth: 'none' },
  verifyCode: { method: 'POST', path: '/verify_code', auth: 'none' },
  resetPassword: { method: 'POST', path: '/reset_password', auth: 'none' },
  profile: { method: 'GET', path: '/profile', auth: 'required' },
  updateUserProfile: { method: 'POST', path: '/update-user-profile', auth: 'required' },
  updateCompanyProfile: { method: 'POST', path: '/update-company-profile', auth: 'required' },
  /** Sets a new password given the current one; every other session of the account ends. */
  changePassword: { method: 'POST', path: '/change-password', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type AccountsEndpointTypes = EndpointTypesOf<
  typeof accountsEndpoints,
  {
    registerUser: { body: RegisterUserBodyInput; response: AuthResponse };
    registerCompany: { body: RegisterCompanyBodyInput; response: AuthResponse };
    login: { body: LoginBody; response: AuthResponse };
    logout: { response: Message };
    sendCode: { body: SendCodeBody; response: Message };
    verifyCode: { body: VerifyCodeBody; response: VerifyCodeResponse };
    resetPassword: { body: ResetPasswordBody; response: Message };
    profile: { response: ProfileResponse };
    updateUserProfile: { body: UpdateUserProfileBodyInput; response: ProfileResponse };
    updateCompanyProfile: { body: UpdateCompanyProfileBodyInput; response: ProfileResponse };
    changePassword: { body: ChangePasswordBodyInput; response: Message };
  }
>;

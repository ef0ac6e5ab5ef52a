/** The company screens' paths (the sidebar, the dashboard and the routes use them). */
export const COMPANY_PROFILE_PATH = '/company-profile';
export const COMPANY_REGISTRATION_PATH = '/company-registration';

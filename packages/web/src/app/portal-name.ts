export const PORTAL_NAME = 'Partner Portal';

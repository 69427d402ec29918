// Apart from the schemas (auth-schemas.ts), so that the sign-up form shows the choices without zod.
/** The two kinds of account (product section 3, Profile.user_type). */
export const USER_TYPES = ['filmmaker', 'owner'] as const;

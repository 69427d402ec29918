/** Profile and account texts, product section 8. Word for word. */
export const FAILED_TO_CHECK_USER_PROFILE = 'Failed to check user profile';
export const FAILED_TO_DELETE_USER_PROFILE = 'Failed to delete user profile';
export const FAILED_TO_DELETE_USER_ACCOUNT = 'Failed to delete user account';
export const ACCOUNT_DELETED_SUCCESSFULLY = 'Account deleted successfully';
export const AVATAR_UPLOAD_FAILED = 'Avatar Upload Failed';
export const PROFILE_UPDATE_FAILED = 'Profile Update Failed';
export const PROFILE_UPDATED = 'Profile Updated';
export const PROFILE_UPDATED_DESCRIPTION = 'Your profile settings have been successfully updated.';
/** Shown instead of a removed account's name (architecture section 2, account deletion). */
export const DELETED_USER = 'Deleted user';

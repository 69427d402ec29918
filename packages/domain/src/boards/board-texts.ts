/** Scouting boards (ADR 0042): the API's refusals and the screens' words. Not in the spec. */
export const BOARD_NOT_FOUND = 'Board not found';
export const SHARED_BOARD_NOT_FOUND = 'This board is not shared, or its link was turned off';
export const BOARD_OWNER_ONLY = 'Only the owner of this board can do that';
export const BOARDS_FOR_FILMMAKERS = 'Boards are for filmmaker accounts';
export const BOARD_NAME_REQUIRED = 'Please name the board';
export const BOARD_LISTING_NOT_FOUND = 'Location not found';
export const BOARD_ITEM_NOT_FOUND = 'This location is not on the board';
export const NO_ACCOUNT_FOR_EMAIL = 'No SetSpot account uses that email address';
export const ALREADY_A_MEMBER = 'That person is already on this board';
export const CANNOT_INVITE_YOURSELF = 'You own this board already';
export const MEMBER_NOT_FOUND = 'Member not found';
export const COMMENT_REQUIRED = 'Please write a comment';
export const BOARD_LIMIT_REACHED = 'You have reached the limit of 100 boards';
export const BOARD_FULL = 'A board holds at most 200 locations';
export const BOARD_MEMBERS_FULL = 'A board has at most 50 members';
export const SIGN_IN_TO_SAVE = 'Please log in to save locations to a board';

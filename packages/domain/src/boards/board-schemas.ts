import { z } from 'zod';
import { idSchema, instantSchema, uuidSchema } from '../common/common-schemas.ts';
import { locationCardSchema } from '../listings/location-views.ts';
import { BOARD_NAME_REQUIRED, COMMENT_REQUIRED } from './board-texts.ts';

/** Limits of a board (ADR 0042): enough for any shoot, small enough that a board is one query. */
export const BOARD_LIMITS = {
  nameMax: 80,
  noteMax: 1000,
  commentMax: 1000,
  boardsPerOwner: 100,
  itemsPerBoard: 200,
  membersPerBoard: 50,
} as const;

const tooLong = (max: number) => `Please keep this under ${max} characters`;

export const boardNameSchema = z
  .string({ error: BOARD_NAME_REQUIRED })
  .trim()
  .min(1, BOARD_NAME_REQUIRED)
  .max(BOARD_LIMITS.nameMax, tooLong(BOARD_LIMITS.nameMax));

/** POST /api/boards: a new board, with the listing being saved when it is made from a Save button. */
export const createBoardRequestSchema = z.object({
  name: boardNameSchema,
  locationId: uuidSchema().optional(),
});
export const renameBoardRequestSchema = z.object({ name: boardNameSchema });

/** PUT /api/boards/{id}/items/{locationId}: saves the listing (again) with its note. */
export const boardItemRequestSchema = z.object({
  note: z.string().trim().max(BOARD_LIMITS.noteMax, tooLong(BOARD_LIMITS.noteMax)).default(''),
});
export const inviteMemberRequestSchema = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).trim().toLowerCase(),
});
export const VOTES = ['up', 'down', 'none'] as const;
export const voteSchema = z.enum(VOTES);
export type Vote = z.infer<typeof voteSchema>;
export const voteRequestSchema = z.object({ vote: voteSchema });
export const commentRequestSchema = z.object({
  body: z
    .string({ error: COMMENT_REQUIRED })
    .trim()
    .min(1, COMMENT_REQUIRED)
    .max(BOARD_LIMITS.commentMax, tooLong(BOARD_LIMITS.commentMax)),
});

export const boardRoleSchema = z.enum(['owner', 'member']);
export type BoardRole = z.infer<typeof boardRoleSchema>;

/** GET /api/boards: the boards a user owns or was invited to. */
export const boardSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  role: boardRoleSchema,
  ownerName: z.string(),
  itemCount: z.number().int().nonnegative(),
  memberCount: z.number().int().nonnegative(),
  shared: z.boolean(),
  cover: z.string().nullable(),
  updatedAt: instantSchema,
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;
export const boardListSchema = z.object({ boards: z.array(boardSummarySchema) });
export type BoardList = z.infer<typeof boardListSchema>;

const personSchema = z.object({ id: idSchema, name: z.string() });
/** Members' emails go to the board's owner alone, who typed them in. */
export const boardMemberSchema = personSchema.extend({ email: z.string().optional() });
export type BoardMember = z.infer<typeof boardMemberSchema>;

export const boardCommentSchema = z.object({
  id: idSchema,
  author: personSchema,
  body: z.string(),
  createdAt: instantSchema,
});
export type BoardComment = z.infer<typeof boardCommentSchema>;

/** Each voter's thumb; only the board's owner gets everyone's (members see their own). */
export const boardVoteSchema = z.object({ voter: personSchema, vote: z.enum(['up', 'down']) });
export const boardTallySchema = z.object({ up: z.number().int(), down: z.number().int() });

export const boardItemSchema = z.object({
  location: locationCardSchema,
  note: z.string(),
  myVote: voteSchema,
  tally: boardTallySchema.optional(),
  votes: z.array(boardVoteSchema).optional(),
  comments: z.array(boardCommentSchema),
});
export type BoardItem = z.infer<typeof boardItemSchema>;

/** GET /api/boards/{id}: the board as its owner or a member sees it. */
export const boardDetailSchema = z.object({
  id: idSchema,
  name: z.string(),
  role: boardRoleSchema,
  owner: personSchema,
  members: z.array(boardMemberSchema),
  /** The share link's token, for the owner; null while the board is private. */
  shareToken: z.string().nullable().optional(),
  items: z.array(boardItemSchema),
});
export type BoardDetail = z.infer<typeof boardDetailSchema>;

export const shareLinkSchema = z.object({ shareToken: z.string().nullable() });

/** GET /api/shared-boards/{token}: only what a visitor may see (visitor cards, the notes). */
export const sharedBoardSchema = z.object({
  name: z.string(),
  ownerName: z.string(),
  items: z.array(z.object({ location: locationCardSchema, note: z.string() })),
});
export type SharedBoard = z.infer<typeof sharedBoardSchema>;

/** GET /api/me/saved-listings: which of the viewer's own boards hold which listing. */
export const savedListingsSchema = z.object({
  saved: z.array(z.object({ boardId: idSchema, locationId: idSchema })),
  boards: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type SavedListings = z.infer<typeof savedListingsSchema>;

/** A share token: 24 random bytes, base64url (ADR 0042). Anything else names no board. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

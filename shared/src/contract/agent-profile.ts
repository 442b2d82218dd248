import { Type, type Static } from '@sinclair/typebox';
import { AGENT_BIO_MAX, AGENT_LANGUAGES } from './agent-profile-rules';
import { Nullable } from './schema-kit';

const closed = { additionalProperties: false } as const;

/**
 * POST /profile/update-agent-page: types and lengths only. The rules of agent-profile-rules.ts
 * are applied by the handler, so the form and the API give the same message per field.
 */
export const UpdateAgentPageBody = Type.Object(
  {
    bio: Type.String({ maxLength: AGENT_BIO_MAX + 100, description: 'plain text; empty clears' }),
    languages: Type.Array(Type.String({ maxLength: 8, description: 'ISO 639-1 code' }), {
      maxItems: AGENT_LANGUAGES.length,
    }),
  },
  closed,
);
export type UpdateAgentPageBody = Static<typeof UpdateAgentPageBody>;

/** What the agent page shows about its agent beyond name and contacts. */
export const AgentPageFields = Type.Object(
  {
    bio: Nullable(Type.String()),
    languages: Type.Array(Type.String({ description: 'ISO 639-1 code, from AGENT_LANGUAGES' })),
  },
  closed,
);
export type AgentPageFields = Static<typeof AgentPageFields>;

export const AgentPageEnvelope = Type.Object({ agent_page: AgentPageFields }, closed);
export type AgentPageEnvelope = Static<typeof AgentPageEnvelope>;

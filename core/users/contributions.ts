// What a person submitted and suggested, as the profile shows it.

import type { ArenaField } from "../arenas/arena-input";
import type { SuggestionStatus } from "../domain";

export type Contributions = {
  arenas: Array<{ id: string; name: string; city: string; state: string; approved: boolean; createdAt: Date }>;
  suggestions: Array<{
    id: string;
    arenaId: string;
    arenaName: string;
    status: SuggestionStatus;
    reason: string | null;
    fields: ArenaField[];
    createdAt: Date;
  }>;
};

// The fields of a listed project the display rules read (ListedProject and its JSON form both fit).

/** The fields of "Project as listed" these helpers read (ListedProject and its JSON form both fit). */
export interface ProjectLike {
  id: string;
  projectName: string;
  builderName?: string | null;
  builderTool?: unknown;
  modelProviders?: readonly string[];
  ideAgents?: readonly string[];
  hostsFrameworks?: readonly string[];
  links?: { website?: string; linkedin?: string; github?: string; x?: string };
  socialProofUrl?: string | null;
  innovationScore?: number | null;
  utilityScore?: number | null;
  aiScore?: number | null;
  reviewText?: string | null;
}

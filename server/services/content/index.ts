import { ContentError } from "#core/content";
import type { StateProfile } from "#core/stateProfiles";
import { contentDir } from "#server/paths";
import { readStateProfiles } from "./checkContent";

export { assertContent, contentFolderProblems, readStateProfiles } from "./checkContent";

// The content domain: the states' profiles as the pages read them (data/state-profiles/), read
// once per process (they change only with a release) and checked as they are read.

export function createContentServices(dir: string = contentDir) {
  let profiles: Map<string, StateProfile> | undefined;
  const all = () => {
    if (!profiles) {
      const read = readStateProfiles(dir);
      if (read.problems.length > 0) throw new ContentError(read.problems);
      profiles = read.profiles;
    }
    return profiles;
  };
  return {
    /** A state's profile; undefined for a name that is no state. */
    getStateProfile: (state: string): StateProfile | undefined => all().get(state),
  };
}

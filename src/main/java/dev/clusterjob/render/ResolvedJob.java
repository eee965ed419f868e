package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.ResolvedProfile;
import dev.clusterjob.spec.Component;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecProfileFiles;

import java.util.ArrayList;
import java.util.List;

/**
 * The resolve step of a render (parse, resolve, plan, template): the spec with the profiles it names
 * read (the built-ins and the spec's profile files) and their {@code extends} chains merged. Planning
 * ({@link PlanBuilder}) uses only this; it reads no file.
 *
 * @param profile the spec's profile, merged; null for a job with {@code components:}
 * @param componentProfiles each component's profile, merged, in the order of {@code components:} (empty without)
 */
public record ResolvedJob(JobSpec spec, ResolvedProfile profile, List<ResolvedProfile> componentProfiles) {

    public ResolvedJob {
        componentProfiles = List.copyOf(componentProfiles);
    }

    /** Reads the profile files and resolves the spec's profile, or each component's; errors are one line naming the place. */
    public static ResolvedJob resolve(JobSpec spec) {
        boolean het = !spec.components().isEmpty();
        if (spec.profile() == null && !het) {
            throw ClusterjobException.badInput(spec.file() != null ? spec.file().toString() : "--profile",
                    "no profile given (use --profile NAME or 'profile:' in the spec; `clusterjob profiles list` shows them)");
        }
        ProfileCatalog catalog = SpecProfileFiles.load(spec);
        if (!het) {
            return new ResolvedJob(spec, catalog.resolve(spec.profile(), spec.where("profile")), List.of());
        }
        List<ResolvedProfile> profiles = new ArrayList<>();
        for (Component c : spec.components()) {
            String profileName = c.profile() != null ? c.profile() : spec.profile();
            if (profileName == null) {
                throw c.origin().badInput("components[" + c.index()
                        + "]: no profile (give it profile:, or give the spec a profile: for all components)");
            }
            profiles.add(catalog.resolve(profileName, c.profile() != null ? c.where("profile") : spec.where("profile")));
        }
        return new ResolvedJob(spec, null, profiles);
    }
}

package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.know.Variable;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.ResolvedProfile;
import dev.clusterjob.render.JobPlan;
import dev.clusterjob.spec.JobSpec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * A built-in profile's site values (the knowledge base's {@code site_value:} variables: interface, HCA
 * names, GID index) that reach a job unchanged: they are one site's, so one warning points at
 * {@code clusterjob probe}, which finds a cluster's own. A profile of one's own (a profile file's, even
 * one that extends the built-in) or a value the spec or {@code --env} sets says nothing.
 */
final class SiteValues {
    private SiteValues() {
    }

    /** The warning, or null when the job's profile is one's own or sets no site value unchanged. */
    static Finding check(JobPlan plan, JobSpec spec, KnowledgeBase kb) {
        ResolvedProfile p = plan.profile();
        if (p == null || !builtinOnly(p.chain())) {
            return null;
        }
        List<String> unchanged = new ArrayList<>();
        for (Map.Entry<String, String> e : plan.environment().env().entrySet()) {
            Variable v = kb.find(e.getKey());
            if (v != null && v.siteValue() && !spec.env().containsKey(e.getKey()) && e.getValue().equals(p.env().get(e.getKey()))) {
                unchanged.add(e.getKey() + "=" + e.getValue());
            }
        }
        if (unchanged.isEmpty()) {
            return null;
        }
        String probe = "clusterjob probe --partition " + (p.partition() != null ? p.partition() : "PARTITION") + " -o site.yaml";
        return LintRule.PROFILE_SITE_VALUES.finding("built-in profile " + p.name() + " (\"" + p.description() + "\") sets one site's "
                + String.join(" ", unchanged) + ", used unchanged: '" + probe + "' writes your cluster's (docs/probe.md);"
                + " --allow-finding " + LintRule.PROFILE_SITE_VALUES.code() + " hides this", "").at("profile " + p.name(), 0);
    }

    /** Whether every profile of the chain is a built-in (a file's profile named like one extends it: a name twice). */
    private static boolean builtinOnly(List<String> chain) {
        return new HashSet<>(chain).size() == chain.size() && chain.stream().allMatch(ProfileCatalog::isBuiltin);
    }
}

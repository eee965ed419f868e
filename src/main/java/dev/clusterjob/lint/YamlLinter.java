package dev.clusterjob.lint;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.GpuVendor;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.ResolvedProfile;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.spec.SpecProfileFiles;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Lints clusterjob's own YAML: profile files (each profile's env, judged with the vendor of the
 * merged profile) and job specs (their env block and the env of the profile they use, where a
 * user file defines it). Line numbers come from {@link YamlNode} origins.
 */
final class YamlLinter {
    private final EnvChecks env;

    YamlLinter(KnowledgeBase kb) {
        this.env = new EnvChecks(kb);
    }

    /** Lints a profile file ({@code profiles:} at the top). */
    List<Finding> profileFile(Path file, YamlNode.Mapping top) {
        List<Finding> out = new ArrayList<>();
        ProfileCatalog catalog;
        try {
            catalog = ProfileCatalog.load(List.of(file));
        } catch (ClusterjobException e) {
            return List.of(invalid(file, e));
        }
        YamlNode.Mapping profiles = (YamlNode.Mapping) top.get("profiles");
        for (String name : profiles.entries().keySet()) {
            ResolvedProfile resolved;
            try {
                resolved = catalog.resolve(name, file.toString());
            } catch (ClusterjobException e) {
                out.add(invalid(file, e));
                continue;
            }
            YamlNode.Mapping p = (YamlNode.Mapping) profiles.get(name);
            if (p.get("env") instanceof YamlNode.Mapping envNode) {
                out.addAll(envBlock(file.toString(), envNode, resolved.gpuVendor()));
                YamlNode.Origin fallback = envNode.origin();
                out.addAll(env.cross(resolved.env(), v -> site(envNode.entries().containsKey(v)
                        ? envNode.keyOrigin(v) : new YamlNode.Origin(file.toString(), fallback.line()))));
            }
        }
        return out;
    }

    /** Lints a job spec: its env block, master_port, and the env its user profile files give it. */
    List<Finding> spec(Path file) {
        List<Finding> out = new ArrayList<>();
        JobSpec spec;
        ResolvedProfile profile = null;
        YamlNode root;
        try {
            root = YamlReader.read(file);
            spec = SpecBuilder.fromParsed(file, root).build();
            if (spec.profile() != null) {
                profile = SpecProfileFiles.load(spec).resolve(spec.profile(), spec.where("profile"));
            }
        } catch (ClusterjobException e) {
            return List.of(invalid(file, e));
        }
        GpuVendor vendor = profile == null ? null : profile.gpuVendor();
        TreeMap<String, String> effective = new TreeMap<>(profile == null ? Map.of() : profile.env());
        ProfileCatalog.mergeInto(effective, spec.env(), null, null);

        YamlNode.Mapping top = YamlNode.mapping(root, "job spec");
        YamlNode.Mapping specEnv = top.get("env") instanceof YamlNode.Mapping m ? m : null;
        final ResolvedProfile p = profile;
        java.util.function.Function<String, YamlNode.Origin> placeOf = name -> {
            if (specEnv != null && specEnv.entries().containsKey(name)) {
                return specEnv.keyOrigin(name);
            }
            YamlNode.Origin at = p == null ? null : p.envOrigins().get(name);
            return at != null ? at : specEnv != null ? specEnv.origin() : top.origin();
        };
        if (specEnv != null) {
            out.addAll(envBlock(file.toString(), specEnv, vendor));
        }
        out.addAll(env.cross(effective, name -> site(placeOf.apply(name))));
        if (spec.masterPort() != null && spec.masterPort() == 29500) {
            YamlNode.Origin at = spec.origins().get("master_port");
            out.add(LintRule.PORT_FIXED_29500.finding("master_port: 29500 is the default port of torchrun, DeepSpeed and accelerate, so two jobs "
                            + "that share a node collide (EADDRINUSE)",
                    "remove master_port: clusterjob derives the port from the job id (" + dev.clusterjob.render.JobPlan.Rendezvous.derivedRange() + ")")
                    .at(file.toString(), at == null ? 0 : at.line()).withVariable("master_port"));
        }
        if (profile != null) {
            for (Map.Entry<String, String> e : profile.env().entrySet()) {
                if (spec.env().containsKey(e.getKey())) {
                    continue;
                }
                YamlNode.Origin at = profile.envOrigins().get(e.getKey());
                if (at != null) {
                    out.addAll(env.check(new EnvChecks.Assignment(at.file(), at.line(), e.getKey(), e.getValue(), vendor, true)));
                }
            }
        }
        return out;
    }

    private static EnvChecks.Place site(YamlNode.Origin at) {
        return new EnvChecks.Place(at.file(), at.line());
    }

    private List<Finding> envBlock(String file, YamlNode.Mapping envNode, GpuVendor vendor) {
        List<Finding> out = new ArrayList<>();
        for (Map.Entry<String, YamlNode> e : envNode.entries().entrySet()) {
            if (!(e.getValue() instanceof YamlNode.Scalar s) || s.isNull()) {
                continue;
            }
            int line = envNode.keyOrigin(e.getKey()).line();
            out.addAll(env.check(new EnvChecks.Assignment(file, line, e.getKey(), s.text(), vendor, true)));
        }
        return out;
    }

    /** A file clusterjob cannot read: the error's own place and words, when it names this file (the line it names too). */
    static Finding invalid(Path file, ClusterjobException e) {
        boolean here = file.toString().equals(e.where());
        String text = here ? e.what() : e.getMessage();
        return LintRule.FILE_INVALID.finding(text, "fix the file (clusterjob render and clusterjob profiles show report the same error)")
                .at(file.toString(), here ? e.line() : 0);
    }
}

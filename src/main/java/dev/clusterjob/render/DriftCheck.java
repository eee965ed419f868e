package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Finds job specs that name an {@code output:} file, re-renders each one and compares it byte for
 * byte with the checked-in file, all in one JVM.
 */
public final class DriftCheck {
    /**
     * One spec's outcome; {@code detail} (the diff) is empty when {@code state} is FRESH. For a STALE file,
     * {@code drift} says which part differs and {@code note} says it in one line.
     */
    public record Result(Path spec, Path output, State state, String detail, Drift drift, String note) {
        public Result(Path spec, Path output, State state, String detail) {
            this(spec, output, state, detail, null, "");
        }
    }

    public enum State { FRESH, STALE, MISSING, ERROR }

    /**
     * Which part of a stale file differs (docs/generated-script.md, "check"): RUNTIME only the runtime block
     * (another clusterjob version rendered it; the job is unchanged), JOB the job section (the spec or a
     * profile changed, perhaps the runtime too), EDITED the runtime block no longer matches its own checksum
     * (edited by hand), UNFENCED the checked-in file has no runtime block (rendered before there was one).
     */
    public enum Drift { RUNTIME, JOB, EDITED, UNFENCED }

    /** Classifies how {@code current} (checked in) differs from {@code fresh} (rendered now); both differ. */
    public static Result classify(Path spec, Path out, String current, String fresh, String diff) {
        RuntimeBlock was = RuntimeBlock.parse(current);
        RuntimeBlock now = RuntimeBlock.parse(fresh);
        if (was == null || now == null) {
            return new Result(spec, out, State.STALE, diff, Drift.UNFENCED,
                    "no clusterjob runtime block in the checked-in file (rendered by an older clusterjob, or its markers edited)");
        }
        boolean job = !was.job().equals(now.job());
        String runtime = was.version().equals(now.version()) && !was.sum().equals(now.sum())
                ? "runtime " + was.version() + " sha256:" + was.sum() + " -> " + now.version() + " sha256:" + now.sum()
                : "runtime " + was.version() + " -> " + now.version();
        if (!was.intact()) {
            return new Result(spec, out, State.STALE, diff, Drift.EDITED,
                    "runtime block edited by hand: its contents no longer match its checksum sha256:" + was.sum()
                            + (job ? "; the job section differs too" : ""));
        }
        if (!job) {
            return new Result(spec, out, State.STALE, diff, Drift.RUNTIME, runtime + ", job unchanged");
        }
        return new Result(spec, out, State.STALE, diff, Drift.JOB,
                "job section differs (the spec or a profile changed)" + (was.text().equals(now.text()) ? "" : "; " + runtime));
    }

    private final JobRenderer renderer;
    private final boolean allowOutputOutside;

    public DriftCheck(JobRenderer renderer) {
        this(renderer, false);
    }

    /** {@code allowOutputOutside}: compare a spec's output: even outside its repository (spec/OutputPlace). */
    public DriftCheck(JobRenderer renderer, boolean allowOutputOutside) {
        this.renderer = renderer;
        this.allowOutputOutside = allowOutputOutside;
    }

    /** Job specs under {@code paths}: files given are taken as specs; folders are searched for *.yaml / *.yml with an output key. */
    public static List<Path> findSpecs(List<Path> paths) {
        return List.copyOf(findParsedSpecs(paths).keySet());
    }

    /**
     * As {@link #findSpecs}, with the YAML each spec found in a folder was read as (null for files
     * named directly and for YAML that did not parse): {@link #check(Path, YamlNode)} reuses it, so a
     * spec is read once.
     */
    public static Map<Path, YamlNode> findParsedSpecs(List<Path> paths) {
        Map<Path, YamlNode> specs = new LinkedHashMap<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                List<Path> files;
                try (Stream<Path> walk = Files.walk(p)) {
                    files = walk.filter(Files::isRegularFile)
                            .filter(f -> !hidden(p, f))
                            .filter(f -> f.toString().endsWith(".yaml") || f.toString().endsWith(".yml"))
                            .sorted()
                            .toList();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                for (Path f : files) {
                    YamlNode root;
                    try {
                        root = YamlReader.read(f);
                    } catch (ClusterjobException e) {
                        specs.put(f, null); // a broken spec is reported, not skipped
                        continue;
                    }
                    if (root instanceof YamlNode.Mapping m && m.get("output") != null && m.get("profiles") == null) {
                        specs.put(f, root);
                    }
                }
            } else if (Files.isRegularFile(p)) {
                specs.put(p, null);
            } else {
                throw ClusterjobException.badInput(p.toString(), "no such file or folder");
            }
        }
        return specs;
    }

    private static boolean hidden(Path root, Path f) {
        for (Path part : root.relativize(f)) {
            String s = part.toString();
            if (s.startsWith(".") || s.equals("target") || s.equals("node_modules")) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code text} is a script clusterjob rendered: its header line, or its runtime block. */
    static boolean generated(String text) {
        return text.lines().limit(5).anyMatch(l -> l.startsWith("# Generated by clusterjob ")) || RuntimeBlock.parse(text) != null;
    }

    public Result check(Path specFile) {
        return check(specFile, null);
    }

    /** Checks one spec; {@code parsed} is its YAML when already read (see {@link #findParsedSpecs}), else null. */
    public Result check(Path specFile, YamlNode parsed) {
        JobSpec spec;
        try {
            spec = (parsed != null ? SpecBuilder.fromParsed(specFile, parsed) : SpecBuilder.fromFile(specFile))
                    .allowOutputOutside(allowOutputOutside).build();
            if (spec.output() == null) {
                return new Result(specFile, null, State.ERROR, specFile + ": no 'output:' key, nothing to compare");
            }
            String fresh = renderer.render(spec).text();
            Path out = spec.output();
            if (!Files.exists(out)) {
                return new Result(specFile, out, State.MISSING, out + " does not exist; run: clusterjob render " + shown(specFile));
            }
            String current = Files.readString(out, StandardCharsets.UTF_8);
            if (current.equals(fresh)) {
                return new Result(specFile, out, State.FRESH, "");
            }
            if (!generated(current)) {
                // not ours: say so, and show none of it (a spec can name any file; its content may be a secret)
                return new Result(specFile, out, State.STALE, "", null,
                        "not a clusterjob-generated file (no clusterjob header or runtime block): its content is not shown;"
                                + " render would replace it");
            }
            return classify(specFile, out, current, fresh,
                    UnifiedDiff.diff(out + " (checked in)", current, out + " (rendered now)", fresh));
        } catch (ClusterjobException e) {
            return new Result(specFile, null, State.ERROR, e.getMessage());
        } catch (NoSuchFileException e) {
            return new Result(specFile, null, State.ERROR, e.getMessage() + ": not found");
        } catch (IOException e) {
            return new Result(specFile, null, State.ERROR, e.getMessage());
        }
    }

    /**
     * A spec's path as the reports name it: without "./" (a folder walk from "." gives ./jobs/sft.yaml), so that
     * "(from jobs/sft.yaml)" reads like the script's own path beside it, and "clusterjob render jobs/sft.yaml" too.
     */
    public static Path shown(Path spec) {
        Path n = spec.normalize();
        return n.toString().isEmpty() ? spec : n;
    }
}

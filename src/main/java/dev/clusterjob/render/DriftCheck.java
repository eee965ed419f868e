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
    /** One spec's outcome; {@code diff} is empty when {@code state} is FRESH. */
    public record Result(Path spec, Path output, State state, String detail) {
    }

    public enum State { FRESH, STALE, MISSING, ERROR }

    private final JobRenderer renderer;

    public DriftCheck(JobRenderer renderer) {
        this.renderer = renderer;
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

    public Result check(Path specFile) {
        return check(specFile, null);
    }

    /** Checks one spec; {@code parsed} is its YAML when already read (see {@link #findParsedSpecs}), else null. */
    public Result check(Path specFile, YamlNode parsed) {
        JobSpec spec;
        try {
            spec = (parsed != null ? SpecBuilder.fromParsed(specFile, parsed) : SpecBuilder.fromFile(specFile)).build();
            if (spec.output() == null) {
                return new Result(specFile, null, State.ERROR, specFile + ": no 'output:' key, nothing to compare");
            }
            String fresh = renderer.render(spec).text();
            Path out = spec.output();
            if (!Files.exists(out)) {
                return new Result(specFile, out, State.MISSING, out + " does not exist; run: clusterjob render " + specFile);
            }
            String current = Files.readString(out, StandardCharsets.UTF_8);
            if (current.equals(fresh)) {
                return new Result(specFile, out, State.FRESH, "");
            }
            return new Result(specFile, out, State.STALE,
                    UnifiedDiff.diff(out + " (checked in)", current, out + " (rendered now)", fresh));
        } catch (ClusterjobException e) {
            return new Result(specFile, null, State.ERROR, e.getMessage());
        } catch (NoSuchFileException e) {
            return new Result(specFile, null, State.ERROR, e.getMessage() + ": not found");
        } catch (IOException e) {
            return new Result(specFile, null, State.ERROR, e.getMessage());
        }
    }
}

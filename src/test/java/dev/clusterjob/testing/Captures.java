package dev.clusterjob.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real Slurm client output of {@code testbed/capture.sh} (src/test/resources/captures/slurm/):
 * each file's text, and what README.md there records about it (the exact command, its exit code).
 */
public final class Captures {
    private static final Pattern SECTION = Pattern.compile(
            "### `([^`]+)`\\n\\n```sh\\n(.*?)\\n```\\n\\n(stdout|stderr), exit code (\\d+),", Pattern.DOTALL);

    private Captures() {
    }

    /** The text of capture {@code name} (e.g. "squeue-tracker-states.txt"); a missing file fails the test. */
    public static String slurm(String name) {
        try (InputStream in = Captures.class.getResourceAsStream("/captures/slurm/" + name)) {
            if (in == null) {
                throw new AssertionError("missing capture " + name + " (testbed/capture.sh writes it)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The text of a Slurm 24.11 capture (src/test/resources/captures/slurm-24.11/, provenance in README.md
     * there); a missing file fails the test.
     */
    public static String slurm2411(String name) {
        try (InputStream in = Captures.class.getResourceAsStream("/captures/slurm-24.11/" + name)) {
            if (in == null) {
                throw new AssertionError("missing capture slurm-24.11/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** The command README.md records for capture {@code name}, as capture.sh ran it (a bash string). */
    public static String command(String name) {
        return section(name).group(2);
    }

    /** The exit code README.md records for capture {@code name}. */
    public static int exitCode(String name) {
        return Integer.parseInt(section(name).group(4));
    }

    /**
     * {@link #command} split into words as bash would for the simple commands capture.sh records:
     * blanks separate words, single quotes group (no escapes, no double quotes needed there).
     */
    public static List<String> argv(String name) {
        String cmd = command(name);
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char c : cmd.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    words.add(w.toString());
                }
                w.setLength(0);
                any = false;
            } else {
                w.append(c);
                any = true;
            }
        }
        if (any) {
            words.add(w.toString());
        }
        return words;
    }

    private static Matcher section(String name) {
        Matcher m = SECTION.matcher(slurm("README.md"));
        while (m.find()) {
            if (m.group(1).equals(name)) {
                return m;
            }
        }
        throw new AssertionError("README.md of the captures has no section for " + name);
    }
}

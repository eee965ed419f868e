package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.Suggest;
import dev.clusterjob.yaml.YamlBlock;
import dev.clusterjob.yaml.YamlNode;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A {@code container:} block of a profile or job spec (docs/long-runs.md, "container"): which runtime
 * starts the training tasks in which image, with which bind mounts. Every field may be null ("not set
 * here"). Along an {@code extends} chain and then the spec and the flags, runtime and image come from
 * the last layer that sets them and mounts are appended without repeats (like modules).
 *
 * @param runtime pyxis (srun --container-image), apptainer (apptainer exec), or none (no container)
 * @param image an enroot URI or squashfs path for pyxis; a .sif path or docker:// URI for apptainer
 * @param mounts "SRC:DST[:ro|rw]" or "PATH" (the same path inside), absolute paths without commas
 */
public record ContainerSettings(Runtime runtime, String image, List<String> mounts) {

    /** The keys of a {@code container:} mapping. */
    public static final List<String> KEYS = List.of("runtime", "image", "mounts");

    /** Nothing set. */
    public static final ContainerSettings UNSET = new ContainerSettings(null, null, List.of());

    public ContainerSettings {
        mounts = List.copyOf(mounts);
    }

    /** How the tasks are put into the image. */
    public enum Runtime {
        PYXIS, APPTAINER, NONE;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** pyxis|apptainer|none, or null. */
        public static Runtime parse(String s) {
            for (Runtime r : values()) {
                if (r.id().equals(s)) {
                    return r;
                }
            }
            return null;
        }
    }

    /** True when no key is set. */
    public boolean isEmpty() {
        return runtime == null && image == null && mounts.isEmpty();
    }

    /** Runtime and image of {@code over} win when set; its mounts are appended (without repeats). */
    public ContainerSettings with(ContainerSettings over) {
        if (over == null || over.isEmpty()) {
            return this;
        }
        LinkedHashSet<String> m = new LinkedHashSet<>(mounts);
        m.addAll(over.mounts);
        return new ContainerSettings(over.runtime != null ? over.runtime : runtime, over.image != null ? over.image : image,
                new ArrayList<>(m));
    }

    /** Reads {@code container:}; {@code field} prefixes messages ("container", "profiles.x.container"). */
    public static ContainerSettings parse(YamlNode node, String field) {
        YamlBlock b = YamlBlock.read(node, field, KEYS, "a mapping of container keys", ContainerSettings::value);
        @SuppressWarnings("unchecked")
        List<String> mounts = b.get("mounts", List.class);
        return new ContainerSettings(b.get("runtime", Runtime.class), b.get("image", String.class),
                mounts == null ? List.of() : mounts);
    }

    private static Object value(YamlBlock.Entry e) {
        return switch (e.key()) {
            case "runtime" -> runtime(e.string(), e.where(), e.field());
            case "image" -> image(e.string(), e.where(), e.field());
            case "mounts" -> mounts(e);
            default -> throw new IllegalStateException("key not in KEYS: " + e.key());
        };
    }

    private static List<String> mounts(YamlBlock.Entry e) {
        List<String> list = e.strings();
        List<String> checked = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            YamlNode item = ((YamlNode.Sequence) e.value()).items().get(i);
            checked.add(mount(list.get(i), item.origin().toString(), e.field() + "[" + i + "]"));
        }
        return checked;
    }

    /** pyxis|apptainer|none, else a one-line error at {@code where}. */
    public static Runtime runtime(String text, String where, String field) {
        Runtime r = Runtime.parse(text);
        if (r == null) {
            throw ClusterjobException.badInput(where, field + ": expected pyxis, apptainer or none, got '" + text + "'"
                    + Suggest.didYouMean(text, List.of("pyxis", "apptainer", "none")));
        }
        return r;
    }

    /** An image reference: not blank, no blanks or control characters (it is shell-quoted when rendered). */
    public static String image(String text, String where, String field) {
        if (text.isBlank() || text.chars().anyMatch(c -> c <= 0x20 || c == 0x7f)) {
            throw ClusterjobException.badInput(where, field + ": expected an image (e.g. nvcr.io#nvidia/pytorch:24.05-py3"
                    + " or /images/train.sif) without blanks, got '" + text + "'");
        }
        if (text.startsWith("-")) {
            // apptainer exec takes the image as a word after its options: a leading '-' would be read as one of them
            throw ClusterjobException.badInput(where, field + ": expected an image (e.g. nvcr.io#nvidia/pytorch:24.05-py3"
                    + " or /images/train.sif), got '" + text + "' (a leading '-' would be taken for an option of apptainer exec)");
        }
        return text;
    }

    /**
     * One bind mount: {@code SRC:DST[:ro|rw]} or {@code PATH}, absolute paths; commas are refused because
     * both runtimes separate mounts with them, and other flags because pyxis and apptainer spell them differently.
     */
    public static String mount(String text, String where, String field) {
        String[] parts = text.split(":", -1);
        String problem = null;
        if (text.chars().anyMatch(c -> c < 0x20 || c == 0x7f || c == ',')) {
            problem = "must not contain commas or control characters";
        } else if (parts.length > 3) {
            problem = "expected SRC:DST[:ro|rw] or one absolute PATH";
        } else if (!parts[0].startsWith("/") || (parts.length > 1 && !parts[1].startsWith("/"))) {
            problem = "source and destination must be absolute paths";
        } else if (parts.length == 3 && !parts[2].equals("ro") && !parts[2].equals("rw")) {
            problem = "the only flags are ro and rw (pyxis and apptainer spell the others differently), got '" + parts[2] + "'";
        }
        if (problem != null) {
            throw ClusterjobException.badInput(where, field + ": '" + text + "': " + problem);
        }
        return text;
    }

    /** SRC:DST[:FLAGS] with DST filled in (pyxis needs both). */
    public static String withDestination(String mount) {
        return mount.indexOf(':') < 0 ? mount + ":" + mount : mount;
    }
}

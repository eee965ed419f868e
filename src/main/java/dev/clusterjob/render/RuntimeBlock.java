package dev.clusterjob.render;

import java.nio.charset.StandardCharsets;

/**
 * The fenced runtime block of a generated script (docs/generated-script.md): the cj_* functions the job
 * section calls, between a begin and an end marker that name the clusterjob version and a checksum of the
 * lines between them. Everything else (header, #SBATCH lines, the job section, the entry call) is the job.
 *
 * @param version the version named by the begin marker
 * @param sum the checksum named by the begin marker
 * @param text the lines between the markers, each ending in a newline
 * @param job the script without the block (its markers and lines), with the header's version left out
 */
public record RuntimeBlock(String version, String sum, String text, String job) {
    static final String BEGIN = "# ---- clusterjob runtime ";
    static final String END = "# ---- end of clusterjob runtime ";

    /** The first 16 hex digits of the SHA-256 of {@code text} (UTF-8). */
    public static String checksum(String text) {
        byte[] d = Sha256.digest(text.getBytes(StandardCharsets.UTF_8));
        StringBuilder b = new StringBuilder(16);
        for (int i = 0; i < 8; i++) {
            b.append(Character.forDigit((d[i] >> 4) & 0xf, 16)).append(Character.forDigit(d[i] & 0xf, 16));
        }
        return b.toString();
    }

    /** Whether the lines between the markers still have the checksum the begin marker names. */
    public boolean intact() {
        return checksum(text).equals(sum);
    }

    /**
     * Finds the block of {@code script}, or null when it has none (a script of another clusterjob version,
     * or markers edited away). User strings stand only in the job section, before the block, so the last
     * begin marker at the start of a line is the block's.
     */
    public static RuntimeBlock parse(String script) {
        int begin = script.lastIndexOf("\n" + BEGIN);
        if (begin < 0) {
            return null;
        }
        begin++;
        int beginEnd = script.indexOf('\n', begin);
        int end = script.indexOf("\n" + END, beginEnd - 1);
        if (beginEnd < 0 || end < 0) {
            return null;
        }
        end++;
        int endEnd = script.indexOf('\n', end);
        endEnd = endEnd < 0 ? script.length() : endEnd + 1;
        String[] words = script.substring(begin + BEGIN.length(), beginEnd).split(" ");
        if (words.length < 2 || !words[1].startsWith("sha256:")) {
            return null;
        }
        String text = script.substring(beginEnd + 1, end);
        String job = script.substring(0, begin) + script.substring(endEnd);
        job = GeneratedHeader.anyVersion(job);
        return new RuntimeBlock(words[0], words[1].substring("sha256:".length()), text, job);
    }
}

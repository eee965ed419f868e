package dev.clusterjob.yaml;

import java.util.Collection;

/** "Did you mean" hints for misspelt keys, names, options and commands (edit distance). */
public final class Suggest {
    private Suggest() {
    }

    /** Returns {@code " (did you mean 'x'?)"} for the closest candidate within distance 2, else "". */
    public static String didYouMean(String word, Collection<String> candidates) {
        String best = null;
        int bestDistance = 3;
        for (String c : candidates) {
            int d = distance(word, c);
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best == null ? "" : " (did you mean '" + best + "'?)";
    }

    /**
     * The candidate a mistyped command-line word most likely meant, or null: compared without leading
     * dashes, within one edit for words of up to 4 letters and two for longer ones ({@code --wiat} is
     * {@code --wait}, {@code rendr} is {@code render}), else the one candidate the word begins
     * ({@code --exclude-bad} is {@code --exclude-bad-nodes}). Stricter than {@link #didYouMean}: a
     * training script's own option ({@code --lr}) must not read as one of clusterjob's.
     */
    public static String closest(String word, Collection<String> candidates) {
        String w = bare(word);
        if (w.length() < 3) {
            return null; // -x, --lr: too short to tell a typo from another program's option
        }
        String best = null;
        int bestDistance = (w.length() <= 4 ? 1 : 2) + 1;
        for (String c : candidates) {
            int d = distance(w, bare(c));
            if (d < bestDistance || d == bestDistance && best != null && !bare(best).startsWith(w) && bare(c).startsWith(w)) {
                bestDistance = d;
                best = c;
            }
        }
        if (best != null) {
            return best;
        }
        String begun = null;
        for (String c : candidates) {
            if (bare(c).startsWith(w) && dashes(c) == dashes(word)) {
                if (begun != null) {
                    return null; // two candidates begin so: say neither
                }
                begun = c;
            }
        }
        return begun;
    }

    private static String bare(String s) {
        return s.substring(dashes(s));
    }

    private static int dashes(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) == '-') {
            i++;
        }
        return i;
    }

    /** Edit distance counting a swap of two neighbours as one edit (optimal string alignment): "tiem" is 1 from "time". */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}

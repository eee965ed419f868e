package dev.clusterjob;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The user docs' links lead somewhere: every relative markdown link of README.md and docs/ names a file or folder of
 * the checkout, and its {@code #anchor} a heading of that page (GitHub's anchors); every {@code docs/PAGE.md} named in
 * prose exists. Links to other sites are not followed.
 */
class DocLinksTest {
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)]\\(([^)\\s]+)\\)");
    private static final Pattern DOC_MENTION = Pattern.compile("(?<![\\w./-])docs/[\\w/.-]+?\\.md\\b");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} +(.+?) *#* *$");

    static List<Path> pages() throws IOException {
        List<Path> all = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> s = Files.walk(Path.of("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(all::add);
        }
        return all;
    }

    /** GitHub's anchor of a heading: its text lowercased, punctuation dropped, blanks as '-'; repeats get -1, -2 ... */
    static Set<String> anchors(List<String> lines) {
        Set<String> out = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean code = false;
        for (String line : lines) {
            if (line.strip().startsWith("```")) {
                code = !code;
                continue;
            }
            Matcher m = HEADING.matcher(line);
            if (code || !m.matches()) {
                continue;
            }
            String text = m.group(1).replaceAll("\\[([^\\]]*)]\\([^)]*\\)", "$1").replaceAll("<[^>]+>", "");
            String slug = text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{M}\\p{N}\\p{Pc} -]", "").replace(' ', '-');
            int n = seen.merge(slug, 1, Integer::sum) - 1;
            out.add(n == 0 ? slug : slug + "-" + n);
        }
        return out;
    }

    /** What is wrong with the links of one page, one line each ("page:line: ..."). */
    static List<String> problems(Path page, List<String> lines) throws IOException {
        List<String> out = new ArrayList<>();
        boolean code = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.strip().startsWith("```")) {
                code = !code;
                continue;
            }
            if (code || line.startsWith("    ")) {
                continue;
            }
            String prose = line.replaceAll("`[^`]*`", "``");
            Matcher m = LINK.matcher(prose);
            while (m.find()) {
                String problem = linkProblem(page, lines, m.group(2));
                if (problem != null) {
                    out.add(page + ":" + (i + 1) + ": " + m.group(0) + ": " + problem);
                }
            }
            Matcher d = DOC_MENTION.matcher(line);
            while (d.find()) {
                if (!Files.exists(Path.of(d.group()))) {
                    out.add(page + ":" + (i + 1) + ": " + d.group() + ": no such page");
                }
            }
        }
        return out;
    }

    private static String linkProblem(Path page, List<String> lines, String target) throws IOException {
        if (target.matches("[a-z]+:.*")) {
            return null;
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path to = file.isEmpty() ? page : page.resolveSibling(file).normalize();
        if (!Files.exists(to)) {
            return "no such file " + to;
        }
        if (hash < 0) {
            return null;
        }
        if (!to.toString().endsWith(".md")) {
            return "an anchor into a file that is not a page";
        }
        String anchor = target.substring(hash + 1);
        Set<String> known = anchors(to.equals(page) ? lines : Files.readAllLines(to));
        return known.contains(anchor) ? null : "no heading of " + to + " has the anchor #" + anchor;
    }

    @Test
    void everyRelativeLinkAndAnchorOfTheDocsResolves() throws IOException {
        List<String> all = new ArrayList<>();
        for (Path page : pages()) {
            all.addAll(problems(page, Files.readAllLines(page)));
        }
        assertEquals("", String.join("\n", all));
    }

    @Test
    void anchorsAreGitHubs() {
        assertEquals(List.of("4-use-your-sites-interface-and-hca-names", "launcher_command-string-or-list",
                        "exit-codes-of-wait-submit---wait-logs---follow", "limits", "limits-1", "see-the-page"),
                List.copyOf(anchors(List.of("## 4. Use your site's interface and HCA names", "```", "# not a heading", "```",
                        "### `launcher_command`: string or list", "## Exit codes of `wait`, `submit --wait`, `logs --follow`",
                        "## Limits", "## Limits", "## See [the page](x.md)"))));
    }

    @Test
    void aBrokenLinkAnAnchorNoHeadingHasAndAMissingPageAreEachNamed() throws IOException {
        Path page = Path.of("docs/README.md");
        List<String> lines = List.of("# Top", "", "[ok](#top), [ok](spec.md#errors), [site](https://example.com/x#y), `[code](nope.md)`",
                "[gone](nope.md) and [anchor](spec.md#no-such-heading) and [self](#nowhere)", "    [indented](nope.md)",
                "see docs/nope.md and docs/spec.md");
        assertEquals(List.of(
                "docs/README.md:4: [gone](nope.md): no such file docs/nope.md",
                "docs/README.md:4: [anchor](spec.md#no-such-heading): no heading of docs/spec.md has the anchor #no-such-heading",
                "docs/README.md:4: [self](#nowhere): no heading of docs/README.md has the anchor #nowhere",
                "docs/README.md:6: docs/nope.md: no such page"), problems(page, lines));
    }
}

package dev.clusterjob.dist;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the AsciiDoc that picocli-codegen's ManPageGenerator writes (doctype manpage) into a troff man page
 * (the man(7) macros). Only that generator's subset: attribute lines, the {@code = name(1)} title,
 * {@code ==} sections, paragraphs, {@code term::} description lists with {@code +} continuations,
 * {@code [%hardbreaks]} paragraphs, {@code xref:}, {@code pass:c[]}, and constrained {@code *bold*} /
 * {@code _italic_}. A build-time tool (ManPages), so no Ruby Asciidoctor is needed to build a release.
 */
final class AsciidocTroff {
    private static final Pattern TITLE = Pattern.compile("^= (\\S+)\\((\\d)\\)$");
    private static final Pattern ATTRIBUTE = Pattern.compile("^:([a-z-]+):\\s*(.*)$");
    private static final Pattern XREF = Pattern.compile("xref:([^\\[\\s]+)\\.adoc\\[([^\\]]*)\\]");
    private static final Pattern PASS = Pattern.compile("pass:c\\[([^\\]]*)\\]");
    private static final Pattern BOLD = Pattern.compile("(?<![\\w*])\\*(?=\\S)([^*]*?\\S)\\*(?![\\w*])");
    private static final Pattern ITALIC = Pattern.compile("(?<![\\w_])_(?=\\S)(.*?\\S)_(?!\\w)");

    private AsciidocTroff() {
    }

    /** The man page of {@code adoc}; {@code date} goes into the page's header line (reproducible: not the clock). */
    static String convert(String adoc, String date) {
        Converter c = new Converter(date);
        for (String line : adoc.split("\n", -1)) {
            c.line(line.stripTrailing());
        }
        c.flush();
        return c.out.toString();
    }

    /** The conversion's state: the paragraph being collected, and whether it describes a list term. */
    private static final class Converter {
        final StringBuilder out = new StringBuilder();
        final Map<String, String> attrs = new LinkedHashMap<>();
        final List<String> paragraph = new ArrayList<>();
        final String date;
        boolean hardbreaks;
        boolean describesTerm; // the next paragraph follows a .TP term or a '+' continuation: no .PP

        Converter(String date) {
            this.date = date;
        }

        void line(String line) {
            Matcher attr = ATTRIBUTE.matcher(line);
            Matcher title = TITLE.matcher(line);
            if (line.startsWith("//")) {
                return;
            }
            if (attr.matches()) {
                attrs.put(attr.group(1), attr.group(2).trim());
            } else if (title.matches()) {
                out.append(".TH \"").append(title.group(1).toUpperCase()).append("\" \"").append(title.group(2)).append("\" \"")
                        .append(date).append("\" \"").append(attrs.getOrDefault("mansource", "")).append("\" \"")
                        .append(attrs.getOrDefault("manmanual", "")).append("\"\n.nh\n.ad l\n");
            } else if (line.startsWith("== ")) {
                flush();
                describesTerm = false;
                out.append(".SH \"").append(escape(line.substring(3).trim().toUpperCase())).append("\"\n");
            } else if (line.equals("[%hardbreaks]")) {
                flush();
                hardbreaks = true;
            } else if (line.isEmpty()) {
                flush();
                hardbreaks = false;
            } else if (line.endsWith("::") && !line.startsWith(" ")) {
                flush();
                out.append(".TP\n").append(fillLine(inline(line.substring(0, line.length() - 2)))).append('\n');
                describesTerm = true;
            } else if (line.equals("+")) {
                flush();
                out.append(".br\n");
                describesTerm = true;
            } else {
                paragraph.add(line);
            }
        }

        void flush() {
            if (paragraph.isEmpty()) {
                return;
            }
            if (hardbreaks) {
                out.append(describesTerm ? "" : ".PP\n").append(".nf\n");
                paragraph.forEach(l -> out.append(fillLine(inline(l))).append('\n'));
                out.append(".fi\n");
            } else {
                out.append(describesTerm ? "" : ".PP\n");
                paragraph.forEach(l -> out.append(fillLine(inline(l.strip()))).append('\n'));
            }
            paragraph.clear();
            describesTerm = false;
        }
    }

    /** A text line troff takes as text: a leading '.' or ''' would be read as a request. */
    private static String fillLine(String l) {
        return l.startsWith(".") || l.startsWith("'") ? "\\&" + l : l;
    }

    /** Inline markup: xref (the page's command name in bold), pass:c, *bold*, _italic_; troff escapes. */
    static String inline(String s) {
        s = XREF.matcher(s).replaceAll(m -> Matcher.quoteReplacement(m.group(2)));
        s = PASS.matcher(s).replaceAll(m -> Matcher.quoteReplacement(m.group(1)));
        s = escape(s);
        s = BOLD.matcher(s).replaceAll(m -> Matcher.quoteReplacement("\\fB" + m.group(1) + "\\fR"));
        s = ITALIC.matcher(s).replaceAll(m -> Matcher.quoteReplacement("\\fI" + m.group(1) + "\\fR"));
        return s;
    }

    /** troff's escapes: a backslash is \e, a hyphen-minus \- (so options print and search as typed). */
    private static String escape(String s) {
        return s.replace("\\", "\\e").replace("-", "\\-");
    }
}

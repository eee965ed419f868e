package dev.clusterjob.dist;

import dev.clusterjob.Version;
import dev.clusterjob.cli.ClusterjobCommand;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * clusterjob's man pages, one per command and subcommand (clusterjob.1, clusterjob-render.1,
 * clusterjob-gate-parse.1 ...), made from the same picocli model as {@code --help}: picocli-codegen's
 * ManPageGenerator writes each page as AsciiDoc, {@link AsciidocTroff} turns it into troff. A command added
 * to {@code ClusterjobCommand} gets its page without an edit here. {@code mvn -Pdist package} runs
 * {@link #main} (src/dist/build.sh); ManPagesTest holds the pages equal to --help.
 */
public final class ManPages {
    private ManPages() {
    }

    /** Writes every page into the folder {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        for (Map.Entry<String, String> page : pages().entrySet()) {
            Files.writeString(dir.resolve(page.getKey()), page.getValue(), StandardCharsets.UTF_8);
        }
    }

    /** File name (e.g. clusterjob-submit.1) -> troff text, for every command that is not hidden. */
    public static Map<String, String> pages() {
        Map<String, String> pages = new LinkedHashMap<>();
        add(ClusterjobCommand.commandLine().getCommandSpec(), pages);
        return pages;
    }

    private static void add(CommandSpec spec, Map<String, String> pages) {
        if (spec.usageMessage().hidden()) {
            return;
        }
        pages.put(spec.qualifiedName("-") + ".1", AsciidocTroff.convert(asciidoc(spec), date()));
        for (CommandLine sub : spec.subcommands().values()) {
            add(sub.getCommandSpec(), pages);
        }
    }

    /**
     * ManPageGenerator's AsciiDoc of one command. Two settings of the model are made for it: the version
     * (picocli's spec holds none: ours comes from a provider), and a heading for the footer, which the
     * generator leaves out without one (the footer holds the examples and exit codes --help shows). The
     * synopsis is written unwrapped (troff fills it to the reader's width; picocli's wrap at 80 columns
     * splits a parameter label's markup across lines).
     */
    static String asciidoc(CommandSpec spec) {
        spec.version("clusterjob " + Version.get());
        spec.usageMessage().width(10_000);
        if (spec.usageMessage().footer().length > 0 && spec.usageMessage().footerHeading().isEmpty()) {
            spec.usageMessage().footerHeading("Examples and notes");
        }
        StringWriter w = new StringWriter();
        try (PrintWriter pw = new PrintWriter(w)) {
            ManPageGenerator.writeSingleManPage(pw, spec);
        }
        return w.toString().replace("\r\n", "\n");
    }

    /** The build's date for the pages' header: the commit's day (reproducible), else "unknown". */
    static String date() {
        String d = Version.date();
        return d.length() >= 10 && Character.isDigit(d.charAt(0)) ? d.substring(0, 10) : "unknown";
    }
}

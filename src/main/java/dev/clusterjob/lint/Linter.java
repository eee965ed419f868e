package dev.clusterjob.lint;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.GpuVendor;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * {@code clusterjob lint}: decides what each file is (a profile file, a job spec, or a script) and
 * runs the matching linter. A missing or unreadable file is bad input (exit 2); a YAML file clusterjob
 * cannot read as a profile file or spec is a {@code file.invalid} finding, so the other files are still linted.
 */
public final class Linter {
    private final ScriptLinter scripts;
    private final YamlLinter yaml;

    public Linter(KnowledgeBase kb) {
        this.scripts = new ScriptLinter(kb);
        this.yaml = new YamlLinter(kb);
    }

    /** What a file is taken for. */
    public enum FileKind { PROFILES, SPEC, SCRIPT }

    /** YAML by its extension: {@code profiles:} at the top makes a profile file, anything else a spec; other files are scripts. */
    public static FileKind kindOf(Path file, YamlNode root) {
        if (root == null) {
            return FileKind.SCRIPT;
        }
        return root instanceof YamlNode.Mapping m && m.get("profiles") != null ? FileKind.PROFILES : FileKind.SPEC;
    }

    static boolean isYaml(Path file) {
        String n = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".yaml") || n.endsWith(".yml");
    }

    /** Lints every file; findings sorted by file order then line, identical ones reported once. */
    public List<Finding> lint(List<Path> files, GpuVendor vendor) {
        List<Finding> out = new ArrayList<>();
        for (Path f : files) {
            out.addAll(lintOne(f, vendor));
        }
        return List.copyOf(new LinkedHashSet<>(out));
    }

    List<Finding> lintOne(Path file, GpuVendor vendor) {
        String text;
        try {
            if (Files.isDirectory(file)) {
                throw ClusterjobException.badInput(file.toString(), "is a folder (give the files to lint)");
            }
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw ClusterjobException.badInput(file.toString(), "file not found");
        } catch (java.nio.charset.MalformedInputException e) {
            text = new String(readBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw ClusterjobException.badInput(file.toString(), "cannot read: " + e.getMessage());
        }
        if (!isYaml(file)) {
            return GeneratedScript.filter(file, text, scripts.lint(file.toString(), text, vendor));
        }
        YamlNode root;
        try {
            root = YamlReader.parse(file.toString(), text);
        } catch (ClusterjobException e) {
            return List.of(YamlLinter.invalid(file, e));
        }
        List<Finding> fs = new ArrayList<>(kindOf(file, root) == FileKind.PROFILES
                ? yaml.profileFile(file, (YamlNode.Mapping) root) : yaml.spec(file));
        fs.sort(Comparator.comparing((Finding f) -> f.file() == null ? "" : f.file()).thenComparingInt(Finding::line));
        return fs;
    }

    private static byte[] readBytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw ClusterjobException.badInput(file.toString(), "cannot read: " + e.getMessage());
        }
    }
}

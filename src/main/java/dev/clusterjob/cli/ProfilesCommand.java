package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.Profile;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.ProfileYaml;
import dev.clusterjob.profile.ResolvedProfile;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;

/** {@code clusterjob profiles list|show}: what profiles exist and what one of them amounts to. */
@Command(name = "profiles", mixinStandardHelpOptions = true,
        description = "List partition profiles or show one fully merged.",
        subcommands = {ProfilesCommand.ListProfiles.class, ProfilesCommand.Show.class},
        footer = {"", "Examples:", "  clusterjob profiles list", "  clusterjob profiles show h800",
                "  clusterjob profiles show --profile-file site.yaml mycluster"})
public final class ProfilesCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** list and show: the --profile-file option and the catalog it makes; each prints from the catalog. */
    abstract static class FromCatalog implements Callable<Integer> {
        @Option(names = "--profile-file", paramLabel = "F", description = "Also read profiles from this file (repeatable).")
        List<Path> files = new ArrayList<>();

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            print(ProfileCatalog.load(files), spec.commandLine().getOut());
            return ExitCodes.OK;
        }

        abstract void print(ProfileCatalog catalog, PrintWriter out);
    }

    /** {@code profiles list}. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "List the profiles: name, where defined, description.",
            footer = {"", "Example:", "  clusterjob profiles list --profile-file site.yaml"})
    static final class ListProfiles extends FromCatalog {
        @Override
        void print(ProfileCatalog catalog, PrintWriter out) {
            for (String name : catalog.names()) {
                Profile p = catalog.find(name);
                String desc = p.description() != null ? p.description()
                        : catalog.resolve(name, "profiles list").description();
                out.printf("%-14s %-12s %s%n", name, p.source().equals("built-in") ? "built-in" : p.source(), desc);
            }
        }
    }

    /** {@code profiles show NAME}. */
    @Command(name = "show", mixinStandardHelpOptions = true, description = "Print a profile with its extends chain merged, as YAML.",
            footer = {"", "Example:", "  clusterjob profiles show instinct"})
    static final class Show extends FromCatalog {
        @Parameters(paramLabel = "NAME", description = "Profile name.")
        String name;

        @Override
        void print(ProfileCatalog catalog, PrintWriter out) {
            ResolvedProfile p = catalog.resolve(name, "profiles show");
            KnowledgeBase kb = KnowledgeBase.bundledSubset(p.env().keySet());
            Set<String> site = new TreeSet<>();
            for (String v : p.env().keySet()) {
                if (kb.find(v) != null && kb.find(v).siteValue()) {
                    site.add(v);
                }
            }
            out.print(ProfileYaml.write(p, site));
        }
    }
}

package dev.clusterjob.profile;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code setup:} and {@code modules:} as a spec, a profile and the flags give them, and their one-line errors. */
class SetupLinesTest {
    @TempDir
    Path dir;

    private Cli.Result render(String spec, String... flags) throws Exception {
        Path f = dir.resolve("job.yaml");
        Files.writeString(f, spec);
        String[] args = new String[flags.length + 4];
        args[0] = "render";
        args[1] = f.toString();
        args[2] = "-o";
        args[3] = "-";
        System.arraycopy(flags, 0, args, 4, flags.length);
        return Cli.run(args);
    }

    private static String setupText(String script) {
        int a = script.indexOf("<<'CJ_SETUP_END' || true\n");
        int b = script.indexOf("\nCJ_SETUP_END\n");
        return a < 0 || b < 0 ? "(no setup)" : script.substring(a + "<<'CJ_SETUP_END' || true\n".length(), b + 1);
    }

    @Test
    void profileLinesFirstThenTheSpecsThenTheFlags() throws Exception {
        Files.writeString(dir.resolve("site.yaml"), "profiles:\n  site:\n    extends: tcp\n    setup: ['module purge']\n"
                + "  venv:\n    extends: site\n    modules: [cuda/12.1]\n    setup: |\n      export A=1\n      export B=2\n");
        Cli.Result r = render("profile: venv\nprofile_files: [site.yaml]\nmodules: [python/3.11, cuda/12.1]\n"
                + "setup:\n  - source .venv/bin/activate\ncommand: [t.py]\n", "--setup", "ulimit -n 4096", "--module", "nccl/2.21");
        assertEquals(0, r.code(), r.err());
        assertEquals("module purge\nexport A=1\nexport B=2\nsource .venv/bin/activate\nulimit -n 4096\n", setupText(r.out()));
        assertTrue(r.out().contains("\n  cj_modules venv cuda/12.1 python/3.11 nccl/2.21\n"), "each module once, the profile's first: " + r.out());
        assertTrue(r.out().indexOf("\n  cj_setup\n") < r.out().indexOf("export GLOO_SOCKET_IFNAME"), "setup before the fabric variables");
        Cli.Result show = Cli.run("profiles", "show", "--profile-file", dir.resolve("site.yaml").toString(), "venv");
        assertTrue(show.out().contains("    setup:\n      - \"module purge\"\n      - \"export A=1\\nexport B=2\\n\"\n"), show.out());
    }

    @Test
    void noSetupNoFunction() throws Exception {
        Cli.Result r = render("profile: tcp\ncommand: [t.py]\n");
        assertEquals(0, r.code(), r.err());
        assertTrue(!r.out().contains("cj_setup()") && !r.out().contains("\n  cj_setup\n") && !r.out().contains("cj_modules"), r.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "setup as a mapping|setup: {a: b}|job.yaml:2: setup: expected a list of shell lines, e.g. [source /opt/venv/bin/activate], got",
            "setup item not a string|setup: [[a]]|job.yaml:2: setup[0]: expected a string",
            "setup with NUL|setup: [\"a\\0b\"]|job.yaml:2: a NUL character (\\0) cannot be passed to a program or a script",
            "module with a blank|modules: ['cuda 12']|job.yaml:2: modules: 'cuda 12' is not a module name (one name per item, e.g. cuda/12.1)",
            "modules as a string|modules: cuda|job.yaml:2: modules: expected a list",
            "unknown key near setup|setpu: [a]|job.yaml:2: unknown key 'setpu' (did you mean 'setup'?)",
    })
    void badSetupOrModulesGiveOneLineErrors(String name, String line, String expected) throws Exception {
        Cli.Result r = render("profile: tcp\n" + line + "\ncommand: [t.py]\n");
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("clusterjob: " + dir.resolve(expected)), r.err());
    }

    @Test
    void aProfilesSetupOfTheWrongTypeNamesTheProfileFile() throws Exception {
        Files.writeString(dir.resolve("site.yaml"), "profiles:\n  site:\n    extends: tcp\n    setup: 3\n");
        Cli.Result r = render("profile: site\nprofile_files: [site.yaml]\ncommand: [t.py]\n");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().startsWith("clusterjob: " + dir.resolve("site.yaml") + ":4: "), r.err());
        assertTrue(r.err().contains("setup: expected a list of shell lines"), r.err());
    }
}

package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code clusterjob profiles list} and {@code show}: the built-in profiles, and a site file's profile merged over one. */
class ProfilesCommandTest {
    @Test
    void profilesListAndShow(@TempDir Path dir) throws Exception {
        Cli.Result list = Cli.run("profiles", "list");
        assertEquals(0, list.code());
        assertTrue(list.out().contains("h800") && list.out().contains("instinct") && list.out().contains("tcp"), list.out());
        Path pf = dir.resolve("site.yaml");
        Files.writeString(pf, "profiles:\n  mine:\n    extends: h800\n    env:\n      NCCL_SOCKET_IFNAME: ib0\n      NCCL_IB_GID_INDEX: ~\n");
        Cli.Result show = Cli.run("profiles", "show", "--profile-file", pf.toString(), "mine");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("merged from: h800 -> mine"), show.out());
        assertTrue(show.out().contains("NCCL_SOCKET_IFNAME: \"ib0\"   # from mine"), show.out());
        assertTrue(show.out().contains("NCCL_IB_HCA: \"=mlx5_0,mlx5_1\"   # from h800"), show.out());
        assertTrue(!show.out().contains("NCCL_IB_GID_INDEX"), "null removes an inherited variable");
        assertEquals(2, Cli.run("profiles", "show", "nope").code());
    }
}

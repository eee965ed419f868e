package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.GpuVendor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.clusterjob.lint.LintFixtures.brief;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lint on the seeds' own env blocks and commands, quoted verbatim into
 * src/test/resources/dev/clusterjob/lint/seed-*.sh: every mistake the articles make is found.
 */
class SeedLintTest {
    private static List<Finding> lint(String name, GpuVendor vendor) throws IOException {
        try (InputStream in = SeedLintTest.class.getResourceAsStream("/dev/clusterjob/lint/" + name)) {
            return new ScriptLinter(KnowledgeBase.bundled()).lint(name, new String(in.readAllBytes(), StandardCharsets.UTF_8), vendor);
        }
    }

    /** The AMD article's export blocks: a fake variable, a debug knob at its default, the legacy GDR level, port 29500, RANK=0. */
    @Test
    void amdArticleExports() throws IOException {
        List<Finding> fs = lint("seed-amd-rccl-env.sh", GpuVendor.AMD);
        assertEquals(List.of(
                "3 port.fixed-29500 MASTER_PORT warning",
                "5 rank.fixed RANK info",
                "7 env.not-real NCCL_TIMEOUT error",
                "8 env.debug-only NCCL_BUFFSIZE warning",
                "9 env.legacy-value NCCL_NET_GDR_LEVEL info"), brief(fs));
        assertTrue(fs.get(2).hint().contains("ddp_timeout"), fs.get(2).hint());
        assertTrue(fs.get(3).message().contains("equals the default (4194304)"), fs.get(3).message());
        assertTrue(fs.get(4).message().contains("means PXB") && fs.get(4).hint().contains("PHB"), fs.get(4) + "");
    }

    /** The AMD article's launch script: vendor inferred (HIP_VISIBLE_DEVICES), one node, so localhost is fine. */
    @Test
    void amdArticleScript() throws IOException {
        assertEquals(List.of(
                "6 port.fixed-29500 MASTER_PORT warning",
                "8 env.not-real NCCL_TIMEOUT error",
                "9 env.debug-only NCCL_BUFFSIZE warning",
                "10 slurm.visible-devices-set HIP_VISIBLE_DEVICES info"), brief(lint("seed-amd-rccl-launch.sh", null)));
    }

    /** The H800 article's RDMA exports: INFO left on, IB_DISABLE=0 believed to force RDMA, HCA names without '='. */
    @Test
    void h800ArticleExports() throws IOException {
        List<Finding> fs = lint("seed-h800-rdma-env.sh", GpuVendor.NVIDIA);
        assertEquals(List.of(
                "7 env.debug-only NCCL_DEBUG warning",
                "9 env.default-value NCCL_IB_DISABLE info",
                "11 env.ib-hca-prefix NCCL_IB_HCA warning"), brief(fs));
        assertTrue(fs.get(2).hint().contains("NCCL_IB_HCA==mlx5_0,mlx5_1"), fs.get(2).hint());
    }

    /** The H800 article's commands: fixed 29500 everywhere, backslash-blank line ends, the deprecated launcher, a 5.7-year timeout. */
    @Test
    void h800ArticleCommands() throws IOException {
        assertEquals(List.of(
                "3 shell.backslash-space warning",
                "8 port.fixed-29500 MASTER_PORT warning",
                "9 port.fixed-29500 MASTER_PORT warning",
                "13 launcher.deprecated info",
                "13 shell.backslash-space warning",
                "14 port.fixed-29500 warning",
                "17 launcher.deprecated info",
                "17 shell.backslash-space warning",
                "18 port.fixed-29500 warning",
                "22 shell.backslash-space warning",
                "50 torch.timeout-huge info"), brief(lint("seed-h800-launch.sh", null)));
    }
}

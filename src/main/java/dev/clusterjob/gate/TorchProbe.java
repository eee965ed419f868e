package dev.clusterjob.gate;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The torch probe shipped with clusterjob (templates/gate/probe.py): all_reduce busbw measured with
 * torch.distributed, printed in nccl-tests' format. The rendered gate step embeds the same file.
 */
public final class TorchProbe {
    /** Classpath location of the probe (the top-level templates/ folder is bundled under /templates). */
    public static final String RESOURCE = "/templates/gate/probe.py";

    private TorchProbe() {
    }

    /** The probe's Python source. */
    public static String source() {
        try {
            return dev.clusterjob.fs.Resources.text(RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package dev.clusterjob.know;

import dev.clusterjob.profile.GpuVendor;

/** Whose software stack reads a variable: NVIDIA's (NCCL/CUDA), AMD's (RCCL/ROCm/HIP) or both. */
public enum Vendor {
    NVIDIA, AMD, BOTH;

    /** Whether a variable of this vendor means anything on a {@code gpu} partition; unknown (null) or none: yes. */
    public boolean appliesTo(GpuVendor gpu) {
        if (this == BOTH || gpu == null || gpu == GpuVendor.NONE) {
            return true;
        }
        return (this == NVIDIA) == (gpu == GpuVendor.NVIDIA);
    }

    static Vendor parse(String s) {
        return switch (s) {
            case "nvidia" -> NVIDIA;
            case "amd" -> AMD;
            case "both" -> BOTH;
            default -> null;
        };
    }
}

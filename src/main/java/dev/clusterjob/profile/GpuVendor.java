package dev.clusterjob.profile;

import java.util.Locale;

/** Whose GPUs a partition has: decides CUDA vs ROCr visibility variables and NCCL vs RCCL know-how. */
public enum GpuVendor {
    NVIDIA, AMD, NONE;

    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code nvidia|amd|none}; null when the text is none of them. */
    public static GpuVendor parse(String text) {
        for (GpuVendor v : values()) {
            if (v.yamlName().equals(text)) {
                return v;
            }
        }
        return null;
    }
}

package dev.clusterjob.know;

import dev.clusterjob.profile.GpuVendor;

import java.util.List;
import java.util.Locale;

/**
 * What the knowledge base knows about one environment variable (see the key list at the top of
 * {@code variables.yaml}). Optional parts are null or empty.
 *
 * @param debugOnly null when not a debugging knob; else the vendor on whose stack it is one
 * @param debugValues when not empty, only these values (upper case) are debugging settings
 * @param notReal for names nothing reads: what the user probably meant
 * @param setBy "slurm" when Slurm sets it itself
 * @param siteValue its value names one site's hardware (interface, HCA, GID index): a built-in profile's is a guess
 */
public record Variable(
        String name,
        Vendor vendor,
        ValueSyntax syntax,
        String defaultValue,
        String defaultNote,
        String whenDefault,
        Vendor debugOnly,
        List<String> debugValues,
        Deprecation deprecated,
        String notReal,
        String setBy,
        boolean perProcess,
        boolean gpuVisibility,
        boolean siteValue,
        String doc) {

    /** An old name: what replaces it, since when, and on whose stack (null vendor = everywhere). */
    public record Deprecation(String replacement, String since, Vendor vendor) {
    }

    /** Whether {@code value} is a debugging setting on a partition of {@code gpu} (null = unknown vendor). */
    public boolean isDebugValue(String value, GpuVendor gpu) {
        Vendor scope = debugOnly != null ? debugOnly : (debugValues.isEmpty() ? null : Vendor.BOTH);
        if (scope == null || !vendorScopeHolds(scope, gpu)) {
            return false;
        }
        return debugValues.isEmpty() || debugValues.contains(value.toUpperCase(Locale.ROOT));
    }

    /** Whether the deprecation applies on a partition of {@code gpu} (vendor-scoped ones need a known vendor). */
    public boolean isDeprecatedOn(GpuVendor gpu) {
        return deprecated != null && (deprecated.vendor() == null || vendorScopeHolds(deprecated.vendor(), gpu));
    }

    /** BOTH always holds; a vendor scope holds only when the partition's vendor is known and equal. */
    private static boolean vendorScopeHolds(Vendor scope, GpuVendor gpu) {
        if (scope == Vendor.BOTH) {
            return true;
        }
        return gpu != null && gpu != GpuVendor.NONE && scope.appliesTo(gpu);
    }
}

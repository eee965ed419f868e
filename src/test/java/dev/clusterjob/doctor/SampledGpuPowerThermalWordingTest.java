package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A GPU or a node at a power or thermal limit, as the tools print it: nvidia-smi -q's clock throttle reasons (3xx-5xx "Clocks Throttle
 * Reasons", 535+ "Clocks Event Reasons"), DCGM's thermal and power violations (health watches, diagnostics, nv-hostengine's log) and
 * amdgpu's throttling notice are gpu.throttled, a warning; the x86 kernel's CPU thermal throttling (2.6-5.6 and 5.7+ wordings) is
 * node.overheat as a warning, and a node that powered itself off at a critical temperature (ACPI and thermal core, hardware protection,
 * amdgpu's software and hardware CTF) node.overheat as an error; a BMC's power supply events (FreeIPMI ipmi-sel / ipmi-sensors, ipmitool
 * sel list / elist, check_ipmi_sensor's details) are node.power-supply; Slurm's "Node unexpectedly rebooted" (slurmctld's log, scontrol,
 * sinfo -R) is slurm.node-fail. Near-misses: a software power cap and reasons not active, the CPU's and amdgpu's recovery notices, the
 * CPU's power limit notice, a deasserted or presence event, another sensor's predictive failure, advice, the Slurm FAQ's question.
 * Columns: the text, the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line
 * break.
 */
class SampledGpuPowerThermalWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            Clocks Throttle Reasons\\n        Idle                        : Not Active\\n        Applications Clocks Setting : Not Active\\n        SW Power Cap                : Not Active\\n        HW Slowdown                 : Active\\n            HW Thermal Slowdown     : Active\\n            HW Power Brake Slowdown : Not Active\\n        Sync Boost                  : Not Active\\n        SW Thermal Slowdown         : Not Active ¦ gpu.throttled,gpu.throttled ¦ ¦ ¦ nvidia-smi -q 4xx Clocks Throttle Reasons: the hardware slowdown and its thermal reason, one finding each
            Clocks Event Reasons\\n        Idle                              : Not Active\\n        SW Power Cap                      : Not Active\\n        HW Slowdown                       : Active\\n            HW Thermal Slowdown           : Not Active\\n            HW Power Brake Slowdown       : Active\\n        SW Thermal Slowdown               : Not Active\\n        Display Clock Setting             : Not Active ¦ gpu.throttled,gpu.throttled ¦ ¦ ¦ nvidia-smi -q 535+ Clocks Event Reasons: the power brake (the power supply or the board)
                    SW Thermal Slowdown               : Active ¦ gpu.throttled ¦ ¦ ¦ nvidia-smi -q: the driver holding a hot GPU under its max operating temperature
            gpu-node07:         HW Slowdown                       : Active ¦ gpu.throttled ¦ gpu-node07 ¦ ¦ the same through pdsh: names the node
            Detected clocks event due to thermal violation in GPU 2. ¦ gpu.throttled ¦ ¦ ¦ DCGM 3.2-4.x DCGM_FR_CLOCKS_EVENT_THERMAL_MSG
            Detected clock throttling due to power violation in GPU 2. ¦ gpu.throttled ¦ ¦ ¦ DCGM 1.x-3.1 DCGM_FR_CLOCK_THROTTLE_POWER_MSG
            `ERROR [1514002:1514004] [[Health]] Detected a WARNING in health system Thermal: 'Detected clocks event due to thermal violation in GPU 2. Verify that the cooling on this machine is functional, including external, thermal material interface, fans, and any other components.` ¦ gpu.throttled ¦ ¦ ¦ DCGM issue 270: nv-hostengine's health log line in backticks
            Thermal violations totaling 12.5 seconds started at 30.0 seconds into the test for GPU 3 ¦ gpu.throttled ¦ ¦ ¦ DCGM diag DCGM_FR_THERMAL_VIOLATIONS_TS_MSG
            There were thermal violations totaling 4.0 seconds for GPU 1 ¦ gpu.throttled ¦ ¦ ¦ DCGM diag DCGM_FR_THERMAL_VIOLATIONS_MSG
            Temperature 92 of GPU 5 exceeded user-specified maximum allowed temperature 87 ¦ gpu.throttled ¦ ¦ ¦ DCGM diag DCGM_FR_TEMP_VIOLATION_MSG
            Temperature 96 of HBM Memory on GPU 6 exceeded user-specified maximum allowed temperature 95 ¦ gpu.throttled ¦ ¦ ¦ DCGM 4.6 DCGM_FR_TEMP_VIOLATION_MSG with nvvs's HBM source
            Clocks event for GPU 1 because of clocks event starting 12.0 seconds into the test. HW Slowdown is engaged ¦ gpu.throttled ¦ ¦ ¦ DCGM 4.x DCGM_FR_CLOCKS_EVENT_VIOLATION_MSG
            Warning: GPU 0 Thermal violations totaling 0.0 seconds started at 30.0 seconds into the test ¦ gpu.throttled ¦ ¦ ¦ DCGM issue 242's quoted warning (its 'GPU X' as GPU 0): the GPU before the text, no 'for GPU N' after it
            Clocks are being throttled for GPU 0 because of clock throttling starting 5.0 seconds into the test. HW Slowdown is engaged ¦ gpu.throttled ¦ ¦ ¦ DCGM diag DCGM_FR_THROTTLING_VIOLATION_MSG with its details
            amdgpu 0000:05:00.0: amdgpu: WARN: GPU is throttled, expect performance decrease. PPT0 and THM_CORE. ¦ gpu.throttled ¦ ¦ ¦ Linux 6.x amdgpu smu_v13_0_6 log_thermal_throttling_event: the throttlers joined by "and"
            amdgpu 0000:05:00.0: WARN: GPU thermal throttling temperature reached, expect performance decrease. PROCHOT. ¦ gpu.throttled ¦ ¦ ¦ Linux 5.x-6.x amdgpu's older wording
            [26670.911219] CPU1: Core temperature above threshold, cpu clock throttled (total events = 1) ¦ node.overheat ¦ ¦ ¦ Linux 2.6-5.6 therm_throt.c under dmesg's time stamp
            mce: CPU4: Package temperature above threshold, cpu clock throttled (total events = 12705) ¦ node.overheat ¦ ¦ ¦ throttled issue 239: the same after the mce prefix (4.x-5.6)
            Mar 26 15:49:46 gpu-n12 kernel: CPU9: Package temperature is above threshold, cpu clock is throttled (total events = 4012) ¦ node.overheat ¦ gpu-n12 ¦ ¦ Linux 5.7+ throttle_active_work in the journal: names the node
            [ 6184.435746] Critical temperature reached (100 C), shutting down. ¦ node.overheat ¦ ¦ ¦ Linux 2.6-4.x drivers/acpi/thermal.c: the node powers off
            thermal thermal_zone0: x86_pkg_temp: critical temperature reached, shutting down\\nreboot: HARDWARE PROTECTION shutdown (Temperature too high) ¦ node.overheat ¦ ¦ ¦ Linux 5.17+ thermal_core.c and hw_protection_shutdown: one finding
            amdgpu 0000:c1:00.0: amdgpu: ERROR: GPU over temperature range(SW CTF) detected!\\namdgpu 0000:c1:00.0: amdgpu: ERROR: System is going to shutdown due to GPU SW CTF! ¦ node.overheat ¦ ¦ ¦ Linux 5.x-6.x amdgpu's thermal interrupt over the software CTF temperature
            amdgpu 0000:c1:00.0: amdgpu: ERROR: GPU HW Critical Temperature Fault(aka CTF) detected!\\namdgpu 0000:c1:00.0: amdgpu: ERROR: System is going to shutdown due to GPU HW CTF! ¦ node.overheat ¦ ¦ ¦ Linux 5.x-6.x amdgpu's hardware CTF pin: the node powers off
            3    | Dec-09-2024 | 21:12:29 | Power Supply 2 PS2 Status                         | Power Supply      | Critical | Power Supply Failure detected ¦ node.power-supply ¦ ¦ ¦ FreeIPMI ipmi-sel --output-event-state
            12   | Apr-02-2025 | 10:01:12 | PS1 Status | Power Supply | Warning | Predictive Failure ¦ node.power-supply ¦ ¦ ¦ FreeIPMI ipmi-sel: a supply's predictive failure
            57 | PS2 Status | Power Supply | N/A | N/A | 'Presence detected' 'Power Supply input lost (AC/DC)' ¦ node.power-supply ¦ ¦ ¦ FreeIPMI ipmi-sensors: the supply's feed lost
              1a | 03/14/2025 | 02:11:45 | Power Supply PS1 Status | Failure detected | Asserted ¦ node.power-supply ¦ ¦ ¦ ipmitool sel elist
               5 | 03/14/2025 | 02:11:45 | Power Supply #0x51 | Power Supply AC lost | Asserted ¦ node.power-supply ¦ ¦ ¦ ipmitool sel list
            IPMI Status: Critical [2 system event log (SEL) entries present - details: (Power Supply PS2 Status = Critical, Power Supply, Power Supply input lost (AC/DC))] ¦ node.power-supply ¦ ¦ ¦ check_ipmi_sensor's SEL details over FreeIPMI
            [2024-03-05T11:35:16.123] error: validate_node_specs: Node gpu-a12 unexpectedly rebooted boot_time=1709638512 last response=1709638302 ¦ slurm.node-fail ¦ gpu-a12 ¦ ¦ Slurm slurmctld node_mgr.c validate_node_specs: a node that booted again under its jobs (power lost, a thermal shutdown)
            REASON               USER      TIMESTAMP           NODELIST\\nNode unexpectedly re root      2025-01-14T03:12:09 gpu-b07 ¦ slurm.node-fail ¦ gpu-b07 ¦ ¦ sinfo -R: the reason cut at 20 characters, the node list last
               Reason=Node unexpectedly rebooted [slurm@2025-01-14T03:12:09] ¦ slurm.node-fail ¦ ¦ ¦ scontrol show node: the node's reason
                    SW Power Cap                      : Active ¦ - ¦ ¦ ¦ negative: a busy GPU at its power limit
                    HW Slowdown                       : Not Active ¦ - ¦ ¦ ¦ negative: a reason not active
            amdgpu 0000:c1:00.0: amdgpu: ERROR: GPU under temperature range detected! ¦ - ¦ ¦ ¦ negative: amdgpu's recovery interrupt
            CPU3: Core temperature/speed normal ¦ - ¦ ¦ ¦ negative: the kernel's recovery notice
            CPU0: Package power limit notification (total events = 3) ¦ - ¦ ¦ ¦ negative: 2.6-3.x therm_throt power limit notice, no failure
               6 | 03/14/2025 | 02:15:02 | Power Supply PS1 Status | Failure detected | Deasserted ¦ - ¦ ¦ ¦ negative: ipmitool's recovery event
               2 | 03/14/2025 | 02:11:40 | Power Supply PS1 Status | Presence detected | Asserted ¦ - ¦ ¦ ¦ negative: a supply put in
            21   | Apr-02-2025 | 10:01:12 | Drive 3 | Drive Slot | Critical | Predictive Failure ¦ - ¦ ¦ ¦ negative: a disk's predictive failure, not a supply's
            Monitor nvidia-smi for thermal slowdown flags during the test ¦ - ¦ ¦ ¦ negative: advice
            Why is a compute node down with the reason set to "Node unexpectedly rebooted"? ¦ - ¦ ¦ ¦ negative: Slurm's FAQ question, no node
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "¦");
    }
}

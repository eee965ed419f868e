package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Jobs refused or ended by schedulers other than Slurm found in a sampled batch of pasted logs, as their programs print them: Cobalt's
 * qsub refusals (the queue manager's restrictions in xmlrpclib's Fault or behind the client's XMLRPC failure, and a site submit filter
 * that failed) and LSF's record of a job whose command exited 127 (bhist -l, bjobs -l, the job report), with the negatives that must stay
 * as they are. Columns: text | codes in order ("-": none) | host of the first | peer of the first | source; {@code \n} in a row is a line break.
 */
class SampledOtherSchedulersWordingTest extends WordingTable {
    private static final String ROWS = """
            qsub -A ClimateEnergy_4 -t 00:15:00 -n 128 -q default -I\\nConnecting to thetamom3 for interactive qsub...\\nJob routed to queue "default".\\nNo handlers could be found for logger "Proxy"\\n<Fault 1001: "Walltime less than the 'default' queue min walltime of 00:30:00">\\nConnection to thetamom3 closed. | slurm.allocation-failed | | | Cobalt cqm.py minwalltime in xmlrpclib's Fault (cime issue 3993, the fault string's trailing newline escape left out)
            component error: XMLRPC failure <Fault 1001: "Walltime greater than the 'debug-cache-quad' queue max walltime of 01:00:00"> in queue-manager.add_jobs | slurm.allocation-failed | | | Cobalt maxwalltime behind client_utils.py component_error's "XMLRPC failure %s in %s.%s"
            <Fault 1001: "You are not allowed to submit to the 'R.pm' queue"> | slurm.allocation-failed | | | Cobalt usercheck
            <Fault 1001: "You are not allowed to submit to the 'prod-long' queue (group restriction)"> | slurm.allocation-failed | | | Cobalt groupcheck
            <Fault 1001: "The limit of 20 jobs per user in the 'default' queue has been reached"> | slurm.allocation-failed | | | Cobalt maxqueuedjobs
            <Fault 1001: "The limit of 5000 node hours per user in the 'default' queue has been reached"> | slurm.allocation-failed | | | Cobalt maxnodehours
            <Fault 1001: "The 'backfill' queue is draining"> | slurm.allocation-failed | | | Cobalt can_queue for a draining queue
            Job routed to queue "default".\\nJobs smaller than 256 nodes are limited to 3 hours.\\nFilter /usr/bin/reroute_jobs failed | slurm.allocation-failed | | | Cobalt Util.py processfilter "Filter %s failed" after the filter's own message (E3SM issue 3099, Theta)
            Maxuserjobs limit reached\\nJob exceeds MaxUserNodes limit | - | | | negative: Cobalt's run-time restrictions keep a queued job waiting, they refuse nothing
            # Filter /usr/bin/reroute_jobs failed | - | | | negative: the filter's line quoted in a comment
            Job <235784>, User <havb>, Project <default>, Command </not_existing_command>,\\nFri Feb 13 09:35:31: Starting (Pid 2429927);\\nFri Feb 13 09:35:31: Exited with exit code 127. The CPU time used is 0.0 second\\n                     s;\\nFri Feb 13 09:35:31: Completed <exit>; | launch.command-not-found | | | LSF bhist -l, its line wrapped at 80 columns as bhist prints it (ert issue 12862)
            Mon Mar  4 10:12:01 2024: Exited with exit code 127. The CPU time used is 0.1 seconds. | launch.command-not-found | | | LSF bjobs -l / bacct -l cmdtools/lib/job.c, an event time with its year
            # LSBATCH: User input\\n./run.sh\\n------------------------------------------------------------\\n\\nExited with exit code 127.\\n\\nResource usage summary: | launch.command-not-found | | | LSF 7-10.1 job report
            Exited with exit code 127 | launch.command-not-found | | | openlava sbatchd job report, no period
            ./train.sh: line 3: torchrun: command not found\\nExited with exit code 127. | launch.command-not-found | | | guard: the shell's own line and LSF's record give one finding
            ./a.out: error while loading shared libraries: libcudart.so.11.0: cannot open shared object file: No such file or directory\\n\\nExited with exit code 127. | launch.library-not-found,launch.command-not-found | | | the loader's 127 stays the cause before LSF's record
            Exited with exit code 1. | - | | | negative: another exit code in LSF's job report is the program's own
            Fri Feb 13 09:35:31: Exited with exit code 1. The CPU time used is 0.0 seconds; | - | | | negative: another exit code in bhist -l
            srun: error: node01: task 0: Exited with exit code 127 | launch.command-not-found | node01 | | guard: srun's task line keeps its own rule and host (the job report's rule must not read it)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}

package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Jobs refused or ended by schedulers other than Slurm found in a sampled batch of pasted logs, as their programs print them: Cobalt's
 * qsub refusals (the queue manager's restrictions in xmlrpclib's Fault or behind the client's XMLRPC failure, and a site submit filter
 * that failed) and LSF's record of a job whose command exited 127 (bhist -l, bjobs -l, the job report); then submissions refused before
 * anything was queued: PBS's qsub naming a resource the server does not know or take (OpenPBS / PBS Pro server/reply_send.c: the
 * error's text, ": " and the resource; Torque's pbs_error_db.h texts inside qsub's "submit error (...)"), LSF's bsub ("REASON. Job not
 * submitted.", openlava's do_sub and IBM LSF) and dpdispatcher's RuntimeError around a qsub, sbatch or bsub that failed ("Get error code
 * N in calling CMD [through ssh ]with job: HASH . message: STDERR"); with the negatives that must stay as they are. Columns: text | codes in order ("-": none) | host of the first | peer of the first | source; {@code \n} in a row is a line break.
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
            When running with the PBS scripts, I get `qsub: Unknown resource: AMD` errors.  | slurm.allocation-failed |  |  | the real sentence (juicer 162): a Torque-style node property sent to PBS Pro
            qsub: Unknown resource: ngpus | slurm.allocation-failed |  |  | OpenPBS PBSE_UNKRESC with the resource, on a line of its own
            qsub: Resource invalid in "select" specification: gpus | slurm.allocation-failed |  |  | OpenPBS PBSE_INVALSELECTRESC
            qsub: duplicated resource within a section of a select specification, resource is: ncpus | slurm.allocation-failed |  |  | OpenPBS PBSE_DUPRESC
            qsub: Illegal attribute or resource value: mem | slurm.allocation-failed |  |  | OpenPBS PBSE_BADATVAL
            qsub: submit error (Unknown resource type  Resource_List.gpus) | slurm.allocation-failed |  |  | Torque PBSE_UNKRESC inside qsub's submit error
            lsf_driver_node_failure attempting to blacklist nodes for job id 349441.\\nBad argument for option -n. Job not submitted.\\nlsf_driver_node_failure blacklisting nodes . | slurm.allocation-failed |  |  | the real lines (ert 1453): bsub refusing -n between ert's driver lines
            Request aborted by esub. Job not submitted. | slurm.allocation-failed |  |  | a site's esub refusing the job (a centre's page)
            -J: No matching job found. Job not submitted. | slurm.allocation-failed |  |  | a -w dependency on a job name that matches no job (a pipeline's log)
            _RuntimeError: Get error code 32 in calling cd /scratch/MoSSe/7e3a35b5abcb7c83f95e3d9e8f8c116b02336834 && qsub 7f41a3d23bc3274c6e2f51f64cc2563dee63f6c1.sub through ssh with job: 7e3a35b5abcb7c83f95e3d9e8f8c116b02336834 . message: qsub: Error: The system doesn't support the use of "-l select". Please use "-l ncpus" and "-l mem" instead._ | slurm.allocation-failed |  |  | the real line (dpdispatcher 406): a site's qsub hook refusing -l select, in markdown italics
            RuntimeError: Get error code 1 in submitting with job: 5f9e2ab . message: qsub: queuejob request rejected by 'site_filter' | slurm.allocation-failed |  |  | slurm.py's submitting wording around OpenPBS's default hook rejection
            qsub: waiting for job 4692454.mskcc-fe1.local to start | - |  |  | negative: an interactive qsub waiting, no refusal
            PBS Pro says Unknown resource when the select line names a resource it does not define | - |  |  | negative: prose without qsub's prefix
                printf("Error: Could not backup file %s. Job not submitted.", filename); | - |  |  | negative: another program's source line
            WARNING: Memory usage exceeded limit. Job not submitted. | - |  |  | negative: a logger's warning of another tool
            RuntimeError: Get error code 1 in checking status with job: 5f9e2ab . message: qstat: Unknown Job Id 123.pbs01 | torch.exception |  |  | contrast: a status query failing is no refusal and stays the plain exception
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }

    /** The refusal's own words, and the resource, are in the message. */
    @Test
    void refusalNamesTheReason() throws IOException {
        Finding f = only("qsub: Unknown resource: AMD");
        assertEquals("slurm.allocation-failed", f.code());
        assertTrue(f.message().contains("Unknown resource: AMD"), f.message());
        Finding l = only("Bad argument for option -n. Job not submitted.");
        assertTrue(l.message().contains("bsub") && l.message().endsWith("Bad argument for option -n"), l.message());
    }
}

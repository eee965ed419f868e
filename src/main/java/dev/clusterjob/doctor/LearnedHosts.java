package dev.clusterjob.doctor;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which host has which address and which rank, as the log itself says (NCCL's {@code Bootstrap : Using
 * eth0:10.0.0.1<0>} under a {@code node1:pid:tid} header, {@code comm .. rank 3 nRanks ..}, torchrun's
 * root-cause block, srun's {@code node2: task 1}): names peers and hosts where the job's node list was
 * not given or does not resolve. The first host seen for an address or rank keeps it.
 */
final class LearnedHosts {
    private final Map<String, String> byAddress = new HashMap<>();
    private final RankHosts ranks = new RankHosts();
    private final Set<String> hosts = new HashSet<>();
    private String firstHost;
    private String lastHost;

    /** A host the log names (a line prefix, a message). */
    void host(String host) {
        if (host == null || hosts.size() >= 2 || host.equals(lastHost)) {
            return;
        }
        lastHost = host;
        if (hosts.add(host.toLowerCase(java.util.Locale.ROOT)) && firstHost == null) {
            firstHost = host;
        }
    }

    /** The one host the log names (as it first wrote it), or null when it names none or several. */
    String onlyHost() {
        return hosts.size() == 1 ? firstHost : null;
    }

    void address(String address, String host) {
        if (address != null && host != null && !address.equals(host)) {
            byAddress.putIfAbsent(NodeMap.normalize(address), host);
        }
    }

    void rank(Integer rank, String host) {
        if (rank != null) {
            ranks.put(rank, host);
        }
    }

    /** A rank of a communicator of {@code size} ranks (NCCL's init line), or a global one when the size is null. */
    void rank(Integer rank, String host, Integer size) {
        if (rank != null) {
            ranks.put(rank, host, size);
        }
    }

    /** Every rank of a list on one host (srun's "launching STEP on host HOST, 4 tasks: [0-3]"). */
    void ranks(String list, String host) {
        ranks.putAll(list, host);
    }

    /** A launcher's map of hosts to global ranks (DeepSpeed's "global_rank_mapping=defaultdict(..., {'h1': [0, 1], ...})"). */
    void rankMap(String dict) {
        ranks.putMap(dict);
    }

    /** Rank to host, the one place that answers it. */
    RankHosts rankHosts() {
        return ranks;
    }

    /** The host with this address, or null. */
    String hostOf(String address) {
        return address == null ? null : byAddress.get(NodeMap.normalize(address));
    }

    /** The host of this rank, or null. */
    String hostOfRank(Integer rank) {
        return ranks.hostOf(rank);
    }
}

package dev.clusterjob.doctor;

import java.util.Collection;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Host names that name no node (a wildcard address, a poster's placeholder) and Cray's node ids, read from a rule's groups. */
final class HostShapes {
    private HostShapes() {
    }

    /**
     * The unspecified address (IPv4 0.0.0.0, IPv6 :: in its forms): what a process bound to listen on every interface, as Ray
     * reports a worker of a node started with --node-ip-address 0.0.0.0 ("Worker IP address: 0.0.0.0", ActorDiedError's "ip: 0.0.0.0");
     * it is no node's address.
     */
    static boolean unspecifiedAddress(String h) {
        return h != null && UNSPECIFIED.matcher(h).matches();
    }

    private static final Pattern UNSPECIFIED = Pattern.compile("0\\.0\\.0\\.0|\\[?(?:::|0(?::0){7})]?");

    /** Cray ALPS names a node "NID 00865" (its "[NID %05d] DATE Apid N: ..." lines); the node's host name is nid00865. */
    static String crayNid(String h) {
        if (h == null) {
            return null;
        }
        Matcher m = CRAY_NID.matcher(h);
        return m.matches() ? "nid" + m.group(1) : h;
    }

    private static final Pattern CRAY_NID = Pattern.compile("(?i)NID\\s+(\\d{1,6})");

    /** A placeholder a poster put where a host name was ("[NODENAME]", "<node>", "{hostname}", "xxxx"). */
    static boolean placeholderHost(String h) {
        return h != null && PLACEHOLDER_HOST.matcher(h).matches();
    }

    private static final Pattern PLACEHOLDER_HOST = Pattern.compile("\\[[A-Za-z_ -]+]|<[A-Za-z_ -]+>|\\{[A-Za-z_ -]+}|[xX*]{3,}");

    /**
     * The name a host had before a paste lost its first characters: a copy that starts late drops the start of its first line
     * ("unnervm76f27:rank1: PSM3 can't open nic unit" above "runnervm76f27:rank0: ..."). {@code h} when no name of {@code named} ends
     * with it after one to three more letters or digits, when what is left is shorter than four (a short name may end a longer one),
     * and for an address (10.0.0.1 is an address of its own beside 110.0.0.1).
     */
    static String uncut(String h, Collection<String> named) {
        if (h == null || h.length() < 4 || ADDRESS.matcher(h).matches()) {
            return h;
        }
        String tail = h.toLowerCase(Locale.ROOT);
        for (String n : named) {
            int lost = n.length() - h.length();
            if (lost >= 1 && lost <= 3 && n.toLowerCase(Locale.ROOT).endsWith(tail) && n.substring(0, lost).chars().allMatch(Character::isLetterOrDigit)) {
                return n;
            }
        }
        return h;
    }

    private static final Pattern ADDRESS = Pattern.compile("[\\d.]+|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*");
}

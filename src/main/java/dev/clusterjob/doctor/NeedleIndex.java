package dev.clusterjob.doctor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which rules' needles a line contains, found in one pass over the line for all rules together (an Aho-Corasick
 * automaton over the needles): with a hundred rules and gigabyte INFO logs, one {@code contains} per rule and line
 * was most of doctor's time. Characters outside ASCII take the slow path of a map.
 */
final class NeedleIndex {
    private static final int ASCII = 128;

    private static final class Node {
        final int[] next = new int[ASCII];
        final Map<Character, Integer> other = new HashMap<>();
        int fail;
        final BitSet rules = new BitSet();
    }

    private final List<Node> nodes = new ArrayList<>();
    private final int ruleCount;

    NeedleIndex(List<Rule> rules) {
        this.ruleCount = rules.size();
        nodes.add(new Node());
        for (int r = 0; r < rules.size(); r++) {
            for (String needle : rules.get(r).needles()) {
                nodes.get(insert(needle)).rules.set(r);
            }
        }
        link();
    }

    private int insert(String needle) {
        int at = 0;
        for (int i = 0; i < needle.length(); i++) {
            char c = needle.charAt(i);
            int to = step(at, c);
            if (to <= 0) {
                nodes.add(new Node());
                to = nodes.size() - 1;
                if (c < ASCII) {
                    nodes.get(at).next[c] = to;
                } else {
                    nodes.get(at).other.put(c, to);
                }
            }
            at = to;
        }
        return at;
    }

    private int step(int at, char c) {
        Node n = nodes.get(at);
        return c < ASCII ? n.next[c] : n.other.getOrDefault(c, 0);
    }

    /** Breadth-first: each node's failure link and the rules of every needle that ends there too. */
    private void link() {
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int to : children(0)) {
            queue.add(to);
        }
        while (!queue.isEmpty()) {
            int at = queue.poll();
            Node n = nodes.get(at);
            for (int c = 0; c < ASCII; c++) {
                if (n.next[c] > 0) {
                    follow(at, (char) c, n.next[c], queue);
                }
            }
            for (Map.Entry<Character, Integer> e : n.other.entrySet()) {
                follow(at, e.getKey(), e.getValue(), queue);
            }
        }
    }

    private void follow(int parent, char c, int child, ArrayDeque<Integer> queue) {
        int f = nodes.get(parent).fail;
        while (f > 0 && step(f, c) <= 0) {
            f = nodes.get(f).fail;
        }
        int target = step(f, c);
        nodes.get(child).fail = target > 0 && target != child ? target : 0;
        nodes.get(child).rules.or(nodes.get(nodes.get(child).fail).rules);
        queue.add(child);
    }

    private List<Integer> children(int at) {
        List<Integer> out = new ArrayList<>();
        Node n = nodes.get(at);
        for (int c = 0; c < ASCII; c++) {
            if (n.next[c] > 0) {
                out.add(n.next[c]);
            }
        }
        out.addAll(n.other.values());
        return out;
    }

    /** The rules (by their index in the rule list) one of whose needles {@code text} contains. */
    BitSet rulesIn(String text) {
        BitSet found = new BitSet(ruleCount);
        int at = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            while (at > 0 && step(at, c) <= 0) {
                at = nodes.get(at).fail;
            }
            int to = step(at, c);
            at = Math.max(to, 0);
            BitSet here = nodes.get(at).rules;
            if (!here.isEmpty()) {
                found.or(here);
            }
        }
        return found;
    }
}

package dev.clusterjob.lint;

import dev.clusterjob.lint.ShellScript.Expansion;
import dev.clusterjob.lint.ShellScript.Quote;
import dev.clusterjob.lint.ShellScript.Word;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one shell word at the cursor: quoting (', ", $'..', backslash), line continuations and the
 * expansions ($X, ${X..}, $(..), $((..)), `..`) with the quoting they sit in. The cursor ({@link #i},
 * {@link #line}) is shared with {@link ShellCommandLexer}, which reads the rest of the script.
 */
class ShellWordReader {
    private static final Pattern NAME = Pattern.compile("^[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern ARITH_NAME = Pattern.compile("\\$?\\b([A-Za-z_][A-Za-z0-9_]*)");
    final String s;
    final int n;
    int i;
    int line = 1;

    ShellWordReader(String s) {
        this.s = s;
        this.n = s.length();
    }

    Word word() {
        int startLine = line;
        int start = i;
        StringBuilder value = new StringBuilder();
        List<Expansion> exps = new ArrayList<>();
        while (i < n) {
            char c = s.charAt(i);
            if (c == '\\') {
                if (i + 1 < n && s.charAt(i + 1) == '\n') {
                    i += 2;
                    line++;
                    continue;
                }
                if (i + 1 < n) {
                    value.append(s.charAt(i + 1));
                }
                i = Math.min(n, i + 2); // a backslash that ends the text escapes nothing
            } else if (c == '\'') {
                int end = s.indexOf('\'', i + 1);
                end = end < 0 ? n : end;
                String body = s.substring(i + 1, end);
                value.append(body);
                line += count(body);
                i = Math.min(n, end + 1);
            } else if (c == '"') {
                i++;
                doubleQuoted(value, exps);
            } else if (c == '$') {
                if (i + 1 < n && s.charAt(i + 1) == '\'') {
                    i += 2;
                    ansiC(value);
                } else if (i + 1 < n && s.charAt(i + 1) == '"') {
                    i += 2;
                    doubleQuoted(value, exps);
                } else {
                    dollar(Quote.NONE, exps, value);
                }
            } else if (c == '`') {
                backtick(Quote.NONE, exps);
            } else if (c == '(' && value.length() > 0 && value.charAt(value.length() - 1) == '=' && exps.isEmpty()
                    && s.substring(start, i).matches("[A-Za-z_][A-Za-z0-9_]*\\+?=")) {
                int end = balanced(i + 1, '(', ')');
                String body = s.substring(i, end);
                line += count(body);
                i = end;
                exps.add(new Expansion(null, body, Quote.NONE, line));
            } else if (Character.isWhitespace(c) || ";&|()<>".indexOf(c) >= 0) {
                break;
            } else {
                value.append(c);
                i++;
            }
        }
        if (i == start && i < n) {
            i++; // a character no branch takes: consume it, so the lexer always advances (at the end there is none: an empty word)
        }
        String raw = s.substring(start, i);
        return new Word(raw, exps.isEmpty() ? value.toString() : null, startLine, List.copyOf(exps));
    }

    void doubleQuoted(StringBuilder value, List<Expansion> exps) {
        while (i < n) {
            char c = s.charAt(i);
            if (c == '"') {
                i++;
                return;
            }
            if (c == '\\' && i + 1 < n && "$`\"\\\n".indexOf(s.charAt(i + 1)) >= 0) {
                if (s.charAt(i + 1) == '\n') {
                    line++;
                } else {
                    value.append(s.charAt(i + 1));
                }
                i += 2;
            } else if (c == '$') {
                dollar(Quote.DOUBLE, exps, value);
            } else if (c == '`') {
                backtick(Quote.DOUBLE, exps);
            } else {
                if (c == '\n') {
                    line++;
                }
                value.append(c);
                i++;
            }
        }
    }

    void ansiC(StringBuilder value) {
        while (i < n && s.charAt(i) != '\'') {
            if (s.charAt(i) == '\\' && i + 1 < n) {
                value.append(s.charAt(i + 1));
                i += 2;
            } else {
                if (s.charAt(i) == '\n') {
                    line++;
                }
                value.append(s.charAt(i++));
            }
        }
        i = Math.min(n, i + 1);
    }

    /** At a '$': records the expansion; a '$' that starts nothing is a literal dollar. */
    void dollar(Quote q, List<Expansion> exps, StringBuilder value) {
        char c = i + 1 < n ? s.charAt(i + 1) : 0;
        if (c == '{') {
            braced(q, exps);
        } else if (c == '(' && i + 2 < n && s.charAt(i + 2) == '(') {
            arithmetic(q, exps);
        } else if (c == '(') {
            substitution(q, exps);
        } else if (Character.isLetter(c) || c == '_') {
            named(q, exps);
        } else if (Character.isDigit(c) || "@*#?$!-".indexOf(c) >= 0) {
            exps.add(new Expansion(String.valueOf(c), "$" + c, q, line));
            i += 2;
        } else {
            value.append('$');
            i++;
        }
    }

    /** {@code ${NAME...}}: the name after an optional '#' or '!' prefix, if the body starts with one. */
    private void braced(Quote q, List<Expansion> exps) {
        int at = line;
        int end = balanced(i + 2, '{', '}');
        String body = s.substring(i + 2, Math.max(i + 2, end - 1));
        line += count(body);
        String name = body.replaceFirst("^[#!]", "");
        Matcher m = NAME.matcher(name);
        exps.add(new Expansion(m.find() ? m.group() : null, "${" + body + "}", q, at));
        i = end;
    }

    /** {@code $((..))}: the whole expression, then each variable it reads (with or without '$'). */
    private void arithmetic(Quote q, List<Expansion> exps) {
        int at = line;
        int end = balanced(i + 2, '(', ')');
        String body = s.substring(i, end);
        line += count(body);
        exps.add(new Expansion(null, body, q, at));
        Matcher m = ARITH_NAME.matcher(body.substring(3));
        while (m.find()) {
            exps.add(new Expansion(m.group(1), "$" + m.group(1), q, at));
        }
        i = end;
    }

    /** {@code $(..)}: a command substitution, kept whole. */
    private void substitution(Quote q, List<Expansion> exps) {
        int at = line;
        int end = balanced(i + 2, '(', ')');
        String body = s.substring(i, end);
        line += count(body);
        exps.add(new Expansion(null, body, q, at));
        i = end;
    }

    /** {@code $NAME}. */
    private void named(Quote q, List<Expansion> exps) {
        int j = i + 1;
        while (j < n && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
            j++;
        }
        String name = s.substring(i + 1, j);
        exps.add(new Expansion(name, "$" + name, q, line));
        i = j;
    }

    void backtick(Quote q, List<Expansion> exps) {
        int at = line;
        int j = i + 1;
        while (j < n && s.charAt(j) != '`') {
            if (s.charAt(j) == '\\') {
                j++;
            }
            j++;
        }
        String body = s.substring(i, Math.min(n, j + 1));
        line += count(body);
        exps.add(new Expansion(null, "$(" + body.substring(1, Math.max(1, body.length() - 1)) + ")", q, at));
        i = Math.min(n, j + 1);
    }

    /** Index just past the bracket that closes the one before {@code from}, honouring quotes and nesting. */
    int balanced(int from, char open, char close) {
        int depth = 1;
        int j = from;
        while (j < n) {
            char c = s.charAt(j);
            if (c == '\\') {
                j += 2;
                continue;
            }
            if (c == '\'' && open != '{') {
                int end = s.indexOf('\'', j + 1);
                j = end < 0 ? n : end + 1;
                continue;
            }
            if (c == '"') {
                j++;
                while (j < n && s.charAt(j) != '"') {
                    j += s.charAt(j) == '\\' ? 2 : 1;
                }
                j++;
                continue;
            }
            if (c == open) {
                depth++;
            } else if (c == close) {
                depth--;
                if (depth == 0) {
                    return j + 1;
                }
            }
            j++;
        }
        return n;
    }

    static int count(String body) {
        int c = 0;
        for (int k = 0; k < body.length(); k++) {
            if (body.charAt(k) == '\n') {
                c++;
            }
        }
        return c;
    }
}

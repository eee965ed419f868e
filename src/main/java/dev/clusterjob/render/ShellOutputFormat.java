package dev.clusterjob.render;

import dev.clusterjob.quote.BashQuote;

import freemarker.core.CommonMarkupOutputFormat;
import freemarker.core.CommonTemplateMarkupOutputModel;

import java.io.IOException;
import java.io.Writer;

/**
 * FreeMarker output format whose auto-escaping is bash quoting: every {@code [=value]} in a
 * template is quoted by {@link Shell#quote} unless the template says {@code ?no_esc}. That makes
 * "every user string that reaches a script is quoted" a property of the engine, not of care.
 */
public final class ShellOutputFormat extends CommonMarkupOutputFormat<ShellOutputFormat.Quoted> {
    public static final ShellOutputFormat INSTANCE = new ShellOutputFormat();

    private ShellOutputFormat() {
    }

    @Override
    public String getName() {
        return "shell";
    }

    @Override
    public String getMimeType() {
        return "text/x-shellscript";
    }

    @Override
    public void output(String textToEsc, Writer out) throws IOException {
        out.write(BashQuote.quote(textToEsc));
    }

    @Override
    public String escapePlainText(String plainTextContent) {
        return BashQuote.quote(plainTextContent);
    }

    @Override
    public boolean isLegacyBuiltInBypassed(String builtInName) {
        return false;
    }

    @Override
    protected Quoted newTemplateMarkupOutputModel(String plainTextContent, String markupContent) {
        return new Quoted(plainTextContent, markupContent);
    }

    /** Already-quoted shell text. */
    public static final class Quoted extends CommonTemplateMarkupOutputModel<Quoted> {
        Quoted(String plainTextContent, String markupContent) {
            super(plainTextContent, markupContent);
        }

        @Override
        public ShellOutputFormat getOutputFormat() {
            return INSTANCE;
        }
    }
}

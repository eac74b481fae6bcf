// A comment cites the decision or the spec section it follows, never an issue: the issue tracker is not in the
// repository, so an issue's number tells a newcomer nothing, while docs/decisions/134-client-glossaries.md or
// "spec 1 §2" can be opened. Every comment is checked (line, block, JSDoc, JSX); strings are not comments.

/** An issue named by its number: either case, singular or plural, with or without "#". */
export const ISSUE_CITATION = /\bissues? #?\d+/i;

export const noIssueCitations = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { issue: 'cite the decision or spec section, not an issue: issues are not in the repository ("{{cited}}")' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = ISSUE_CITATION.exec(comment.value);
          if (found) context.report({ loc: comment.loc, messageId: 'issue', data: { cited: found[0] } });
        }
      },
    };
  },
};

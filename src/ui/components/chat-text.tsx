const URL_PART = /(https?:\/\/[^\s<>"']+)/g;

/** A chat message's text as written, with its web links clickable (http and https only; the rest is plain text). */
export function ChatText({ text }: { text: string }) {
  return (
    <p className="chat-text">
      {text.split(URL_PART).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

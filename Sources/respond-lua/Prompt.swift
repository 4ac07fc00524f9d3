import CEdit
import RespondLua
#if canImport(Glibc)
import Glibc
#endif

/// The interactive prompt: libedit for line editing, history and completion when
/// standard input is a terminal; plain lines (no prompt noise) when it is piped.
/// What a line does is decided by `ReplSession`.
struct Prompt {
    let session: ReplSession
    /// The quick start, when the prompt is all there is (no script ran first).
    var banner = true

    func run() {
        if isatty(0) != 0 {
            runInteractive()
        } else {
            while let line = readLine() {
                var outcome = ReplSession.Outcome.done
                interruptible { outcome = session.feed(line) }
                fflush(stdout)
                if outcome == .quit { return }
            }
            session.endOfInput()
        }
    }

    private func runInteractive() {
        if banner { print("""
            respond-lua: UIKit's touch delivery in Lua. Try:
              w = UIWindow{} w:makeKeyAndVisible()
              v = UIView{name = "box", frame = {20, 100, 100, 100}} w:addSubview(v)
              tap(v)
              explain(50, 150)
            :help for commands, Tab to complete, Ctrl-D to leave.
            """) }
        // Colour when standard output is a terminal and NO_COLOR is unset (no-color.org).
        if isatty(1) != 0, getenv("NO_COLOR") == nil, (getenv("TERM").map { String(cString: $0) } ?? "") != "dumb" {
            session.colors = true
            let plain = session.runtime.errorOutput
            session.runtime.errorOutput = { text in
                plain((text.hasPrefix("warning: ") || text.hasPrefix("警告：")) ? Colors.warning + text.dropLast() + Colors.reset + "\n" : text)
            }
        }
        // libedit reads a character of more than one byte (Chinese, a full-width
        // comma, “quotes”) only in a UTF-8 locale; in another it beeps and takes the
        // bytes for keys. The locale's, if it is UTF-8; else C.UTF-8. (Only LC_CTYPE:
        // Lua's lexer and number formatting do not depend on it.)
        if setlocale(LC_CTYPE, "") == nil || String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        let history = historyPath()
        // Set before libedit initializes (read_history does): it reads keys through
        // readKey and leaves SIGINT to us.
        rl_catch_signals = 0
        rl_getc_function = readKey
        read_history(history)
        completionSession = session
        rl_readline_name = UnsafePointer(strdup("respond-lua"))
        rl_attempted_completion_function = complete
        // Words for completion are what the session completes: names joined by '.'
        // and ':' (and paths with '/', '-'); everything else breaks them, so
        // `CGRect(0, 0, 1, 1).mi` completes `.mi` and lists `.minX .minY`.
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n\"\\'`@$><=;|&{(}),[]+*%^#~!?"))
        // Ctrl-C while a statement runs interrupts it (the handler asks the
        // runtime). At the prompt, SIGINT is blocked except while our key reader
        // waits for a key (ppoll unblocks it atomically), so a Ctrl-C can never
        // fall between a check and a blocking read: the reader returns, readline
        // gives up the line, and the half-typed line is dropped for a fresh prompt.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = onInterrupt
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)

        defer {
            write_history(history)
            completionSession = nil
        }
        var lastAdded = ""
        while true {
            interruptedAtPrompt = 0
            var interrupt = sigset_t()
            sigemptyset(&interrupt)
            sigaddset(&interrupt, SIGINT)
            sigprocmask(SIG_BLOCK, &interrupt, &maskWhileReading)
            sigdelset(&maskWhileReading, SIGINT)
            let read = readline(session.prompt)
            sigprocmask(SIG_SETMASK, &maskWhileReading, nil)
            guard let raw = read else {
                if interruptedAtPrompt != 0 {
                    // Ctrl-C: the line (and an unfinished statement) is dropped; a fresh prompt.
                    session.cancelPending()
                    print("\n(Ctrl-C: :quit or Ctrl-D leaves)")
                    continue
                }
                print("")
                // Ctrl-D inside an unfinished statement drops it (with its error) and
                // stays, as Lua's and Python's prompts do; on an empty line it leaves.
                if session.endOfInput() { continue }
                break
            }
            let line = String(cString: raw)
            free(raw)
            var outcome = ReplSession.Outcome.done
            interruptible { outcome = session.feed(line) }
            // A statement typed over several lines comes back from history as one entry.
            let statement = session.lastStatement
            if outcome != .needMore, statement != lastAdded,
               statement.contains(where: { $0 != " " && $0 != "\t" && $0 != "\n" }) {
                add_history(statement)
                write_history(history)
                lastAdded = statement
            }
            fflush(stdout)
            if outcome == .quit { break }
        }
    }

    /// Runs `body` with Ctrl-C stopping the Lua code it runs.
    private func interruptible(_ body: () -> Void) {
        interruptTarget = session.runtime
        defer { interruptTarget = nil }
        body()
    }


    private func historyPath() -> String {
        if let path = getenv("RESPOND_LUA_HISTORY") { return String(cString: path) }
        let home = getenv("HOME").map { String(cString: $0) } ?? "."
        return home + "/.respond_lua_history"
    }
}

// Global state for the C callbacks (the prompt is single-threaded).
nonisolated(unsafe) private var completionSession: ReplSession?
nonisolated(unsafe) private var interruptTarget: LuaRuntime?
nonisolated(unsafe) private var interruptedAtPrompt: sig_atomic_t = 0

/// Ctrl-C: stop the running statement; at the prompt, just a fresh line.
private let onInterrupt: @convention(c) (Int32) -> Void = { _ in
    if let runtime = interruptTarget {
        runtime.interrupt()
    } else {
        interruptedAtPrompt = 1
    }
}

/// glibc's ppoll (Glibc's module leaves it out: it is a GNU extension).
@_silgen_name("ppoll")
private func waitForInput(_ fds: UnsafeMutablePointer<pollfd>, _ count: UInt, _ timeout: UnsafePointer<timespec>?,
                          _ mask: UnsafePointer<sigset_t>?) -> Int32

/// The signal mask to wait for a key with: SIGINT unblocked.
nonisolated(unsafe) private var maskWhileReading = sigset_t()

/// libedit's key reader: one character of standard input — libedit takes what
/// it returns as a whole (wide) character, so the bytes of a UTF-8 sequence
/// (`，`, `按`) are read and decoded here — or -1 (readline gives up the line)
/// when Ctrl-C was pressed at the prompt or input ended. A byte that does not
/// start or continue UTF-8 comes back as U+FFFD.
private let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
    guard let first = readByte() else { return -1 }
    let length = first < 0x80 ? 1 : first >= 0xF0 && first < 0xF8 ? 4 : first >= 0xE0 ? 3 : first >= 0xC2 ? 2 : 0
    if length == 1 { return Int32(first) }
    guard length > 1 else { return 0xFFFD }
    var value = UInt32(first) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for _ in 1..<length {
        guard let next = readByte() else { return -1 }
        guard next & 0xC0 == 0x80 else { return 0xFFFD }
        value = value << 6 | UInt32(next & 0x3F)
    }
    return Unicode.Scalar(value) == nil ? 0xFFFD : Int32(value)
}

/// One byte of standard input, waiting with SIGINT unblocked; nil when Ctrl-C
/// was pressed at the prompt or input ended.
private func readByte() -> UInt8? {
    while true {
        if interruptedAtPrompt != 0 { return nil }
        var poll = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        if waitForInput(&poll, 1, nil, &maskWhileReading) < 0 {
            if errno == EINTR { continue }
            return nil
        }
        var byte: UInt8 = 0
        let n = read(0, &byte, 1)
        if n == 1 { return byte }
        if n < 0, errno == EINTR { continue }
        return nil
    }
}

/// libedit's completion hook: the session proposes, libedit shows.
private let complete: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { _, start, end in
    rl_attempted_completion_over = 1
    guard let session = completionSession, let buffer = rl_line_buffer else { return nil }
    let bytes = Array(String(cString: buffer).utf8.prefix(Int(end)))
    let line = String(decoding: bytes, as: UTF8.self)
    let candidates = session.completions(for: line)
    guard !candidates.isEmpty else { return nil }
    // libedit replaces its own word, from `start` (it breaks words at spaces,
    // parentheses, '=' ..., not at '.', ':' or ','); the session's candidates
    // replace the text from its own start: make them libedit's words.
    let ours = session.completionStart(for: line)
    let libeditStart = max(0, min(Int(start), bytes.count))
    let words: [String]
    if libeditStart <= ours {
        let lead = String(decoding: bytes[libeditStart..<ours], as: UTF8.self)
        words = candidates.map { lead + $0 }
    } else {
        let skip = String(decoding: bytes[ours..<libeditStart], as: UTF8.self)
        words = candidates.map { $0.hasPrefix(skip) ? String($0.dropFirst(skip.count)) : $0 }
    }
    // Full candidates, their common prefix first.
    var common = words[0]
    for word in words.dropFirst() {
        while !word.hasPrefix(common) { common.removeLast() }
    }
    let matches = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: words.count + 2)
    matches[0] = strdup(common)
    for (i, word) in words.enumerated() { matches[i + 1] = strdup(word) }
    matches[words.count + 1] = nil
    if words.count == 1 { rl_completion_append_character = 0 }
    return matches
}

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
                if outcome == .quit { break }
            }
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
        let history = historyPath()
        read_history(history)
        completionSession = session
        rl_readline_name = UnsafePointer(strdup("respond-lua"))
        rl_attempted_completion_function = complete
        // Without SA_RESTART: Ctrl-C at the prompt makes libedit's read fail, so
        // readline returns and the half-typed line is dropped for a fresh prompt.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = onInterrupt
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        defer {
            write_history(history)
            completionSession = nil
        }
        while true {
            interruptedAtPrompt = 0
            guard let raw = readline(session.prompt) else {
                if interruptedAtPrompt != 0 {
                    // Ctrl-C: the line (and an unfinished statement) is dropped; a fresh prompt.
                    session.cancelPending()
                    print("\n(Ctrl-C: :quit or Ctrl-D leaves)")
                    continue
                }
                print("")
                break
            }
            let line = String(cString: raw)
            free(raw)
            if line.contains(where: { $0 != " " && $0 != "\t" }) {
                add_history(line)
                write_history(history)
            }
            var outcome = ReplSession.Outcome.done
            interruptible { outcome = session.feed(line) }
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

/// libedit's completion hook: the session proposes, libedit shows.
private let complete: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { _, _, end in
    rl_attempted_completion_over = 1
    guard let session = completionSession, let buffer = rl_line_buffer else { return nil }
    let line = String(String(cString: buffer).utf8.prefix(Int(end))) ?? ""
    let candidates = session.completions(for: line)
    guard !candidates.isEmpty else { return nil }
    // libedit replaces the whole word ('.' and ':' do not break words), so it gets
    // full candidates, their common prefix first.
    let words = candidates
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

-- Mistake: no slide at all: taps work because nothing animates.
-- Expect: must still be drawn sliding in
options.delay = 1

module github.com/pileup-companion/stephens

go 1.26.0

require (
	github.com/adrg/xdg v0.5.3
	github.com/blevesearch/snowballstem v0.9.0
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/chzyer/readline v0.0.0-20180603132655-2972be24d48e
	github.com/clipperhouse/uax29/v2 v2.6.0
	github.com/gofrs/flock v0.13.1
	github.com/google/renameio/v2 v2.0.2
	github.com/lithammer/fuzzysearch v1.1.8
	github.com/manifoldco/promptui v0.9.0
	github.com/mattn/go-runewidth v0.0.19
	github.com/nicksnyder/go-i18n/v2 v2.7.0
	github.com/olekukonko/tablewriter v1.0.9
	github.com/rogpeppe/go-internal v1.16.0
	github.com/skip2/go-qrcode v0.0.0-20200617195104-da1b6568686e
	github.com/spf13/cobra v1.10.2
	github.com/spf13/pflag v1.0.9
	go.mau.fi/util v0.11.0
	golang.org/x/sys v0.49.0
	golang.org/x/term v0.47.0
	golang.org/x/text v0.43.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/fatih/color v1.18.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/olekukonko/cat v0.0.0-20250911104152-50322a0618f6 // indirect
	github.com/olekukonko/errors v1.2.0 // indirect
	github.com/olekukonko/ll v0.1.6 // indirect
	github.com/rivo/uniseg v0.2.0 // indirect
	golang.org/x/tools v0.51.0 // indirect
)

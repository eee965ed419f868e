# The H800 seed, first attempt: typed by hand in container_b on machine B (192.168.0.2). Verbatim.
FORCE_TORCHRUN=1 NNODES=2 NODE_RANK=1 MASTER_ADDR=192.168.0.1 MASTER_PORT=29500 llamafactory-cli train examples/train_full/llama3_full_sft.yaml

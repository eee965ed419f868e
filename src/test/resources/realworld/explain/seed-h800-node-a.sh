# The H800 seed (/work/shared/seeds/llama-factory-multi-node-h800.zh.txt), first attempt: typed by hand in
# container_a on machine A (192.168.0.1, the master). Verbatim.
FORCE_TORCHRUN=1 NNODES=2 NODE_RANK=0 MASTER_ADDR=192.168.0.1 MASTER_PORT=29500 llamafactory-cli train examples/train_full/llama3_full_sft.yaml
